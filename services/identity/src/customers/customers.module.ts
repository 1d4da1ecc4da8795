import { Module } from '@nestjs/common';
import { CustomerOrdersConsumer } from './customer-orders.consumer';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

@Module({
  controllers: [CustomersController],
  providers: [CustomersService, CustomerOrdersConsumer],
})
export class CustomersModule {}
