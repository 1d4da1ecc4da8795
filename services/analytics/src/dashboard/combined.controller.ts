import { Controller, Get, Query } from '@nestjs/common';
import { combinedQuerySchema, type CombinedAnswer } from '@shop/contracts';
import { AdminOnly, ZodValidationPipe } from '@shop/service-kit';
import { dayRange } from './analytics-dates';
import { CombinedService } from './combined.service';

type CombinedQuery = ReturnType<typeof combinedQuerySchema.parse>;

/**
 * docs/product/api-and-errors.md#back-office-calls: GET /api/analytics/combined?startDate&endDate.
 */
@Controller('api/analytics/combined')
@AdminOnly()
export class CombinedController {
  constructor(private readonly analytics: CombinedService) {}

  @Get()
  async combined(
    @Query(new ZodValidationPipe(combinedQuerySchema)) { startDate, endDate }: CombinedQuery,
  ): Promise<CombinedAnswer> {
    const data = await this.analytics.combined(dayRange(startDate, endDate, new Date()));
    return { success: true, data };
  }
}
