import { Controller, Get, Query } from '@nestjs/common';
import { salesQuerySchema, type SalesAnswer } from '@shop/contracts';
import { AdminOnly, ZodValidationPipe } from '@shop/service-kit';
import { dayRange } from './analytics-dates';
import { SalesService } from './sales.service';

type SalesQuery = ReturnType<typeof salesQuerySchema.parse>;

/** docs/product/api-and-errors.md#back-office-calls: GET /api/analytics/sales?startDate&endDate. */
@Controller('api/analytics/sales')
@AdminOnly()
export class SalesController {
  constructor(private readonly sales: SalesService) {}

  @Get()
  async get(
    @Query(new ZodValidationPipe(salesQuerySchema)) { startDate, endDate }: SalesQuery,
  ): Promise<SalesAnswer> {
    const data = await this.sales.sales(dayRange(startDate, endDate, new Date()));
    return { success: true, data };
  }
}
