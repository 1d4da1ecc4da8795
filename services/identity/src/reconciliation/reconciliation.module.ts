import { Module } from '@nestjs/common';
import { CustomerOrdersReconciliationController } from './customer-orders-reconciliation.controller';

@Module({ controllers: [CustomerOrdersReconciliationController] })
export class ReconciliationModule {}
