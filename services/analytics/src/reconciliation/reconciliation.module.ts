import { Module } from '@nestjs/common';
import { OrdersReconciliationController } from './orders-reconciliation.controller';

@Module({ controllers: [OrdersReconciliationController] })
export class ReconciliationModule {}
