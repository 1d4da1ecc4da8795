import { RPC } from '@shop/contracts';
import { rpcController } from '@shop/service-kit';
import { StockReservationsService } from './stock-reservations.service';

/** Answers the order service's requests to hold and give back stock, over NATS. */
export class StockReservationsController extends rpcController(StockReservationsService, {
  [RPC.reserveStock]: (reservations, request) => reservations.reserve(request),
  [RPC.reserveCart]: (reservations, request) => reservations.reserveCart(request),
  [RPC.releaseStock]: (reservations, request) =>
    reservations.release(request.orderId, request.final ?? true),
}) {}
