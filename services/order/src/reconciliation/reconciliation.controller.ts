import { RPC } from '@shop/contracts';
import { rpcController } from '@shop/service-kit';
import { ReconciliationService } from './reconciliation.service';

/** Answers the reconciliation command, over NATS. */
export class ReconciliationController extends rpcController(ReconciliationService, {
  [RPC.reconcileOrders]: (reconciliation, request) => reconciliation.orders(request),
  [RPC.reconcileOrder]: (reconciliation, request) => reconciliation.order(request),
  [RPC.reannounceOrders]: (reconciliation, request) => reconciliation.reannounce(request),
}) {}
