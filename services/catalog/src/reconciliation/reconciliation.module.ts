import { Module } from '@nestjs/common';
import { StockReconciliationController } from './stock-reconciliation.controller';
import { StockReconciliationService } from './stock-reconciliation.service';

@Module({
  controllers: [StockReconciliationController],
  providers: [StockReconciliationService],
})
export class ReconciliationModule {}
