import { RPC } from '@shop/contracts';
import { rpcController } from '@shop/service-kit';
import { StockReconciliationService } from './stock-reconciliation.service';

/** Answers the reconciliation command, over NATS. */
export class StockReconciliationController extends rpcController(StockReconciliationService, {
  [RPC.reconcileStock]: (reconciliation, request) => reconciliation.stock(request),
  [RPC.reconcilePurchaseCounts]: (reconciliation, request) =>
    reconciliation.purchaseCounts(request),
  [RPC.repairStock]: (reconciliation, request) => reconciliation.repair(request),
}) {}
