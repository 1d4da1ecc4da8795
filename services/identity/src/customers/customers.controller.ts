import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  customerListQuerySchema,
  type CustomerDetailAnswer,
  type CustomerListAnswer,
  type CustomerListQuery,
  type CustomerStatsAnswer,
} from '@shop/contracts';
import { AdminOnly, ZodValidationPipe } from '@shop/service-kit';
import { z } from 'zod';
import { CustomersService } from './customers.service';

const customerIdSchema = z.uuid();

@Controller('api/customers')
@AdminOnly()
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get('list')
  async list(
    @Query(new ZodValidationPipe(customerListQuerySchema)) query: CustomerListQuery,
  ): Promise<CustomerListAnswer> {
    return { success: true, data: await this.customers.list(query) };
  }

  @Get('stats')
  async stats(): Promise<CustomerStatsAnswer> {
    return { success: true, data: await this.customers.stats() };
  }

  // Declared after 'list' and 'stats', which ':id' would otherwise take for an id.
  @Get(':id')
  async detail(@Param('id') id: string): Promise<CustomerDetailAnswer> {
    // No customer has an id that is not a uuid; the database is not asked (it would refuse it).
    const detail = customerIdSchema.safeParse(id).success
      ? await this.customers.detail(id)
      : undefined;
    if (!detail) throw new NotFoundException(CUSTOMER_MESSAGES.notFound);
    return { success: true, data: detail };
  }
}
