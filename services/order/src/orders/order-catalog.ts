import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { RPC, type StockShortage } from '@shop/contracts';
import { ServiceClient } from '@shop/service-kit';
import { priceOrder, type PricedOrder } from './price-order';
import type { PlaceOrderInput } from './place-order-input';

/** What the order service asks the catalog, over request-reply: prices and stock. */
@Injectable()
export class OrderCatalog {
  private readonly logger = new Logger(OrderCatalog.name);

  constructor(private readonly catalog: ServiceClient) {}

  /** Prices cart lines from the catalogue as it is now. */
  async price(items: PlaceOrderInput['items']): Promise<PricedOrder> {
    const ids = [...new Set(items.map((line) => line.productId))];
    const lookup = await this.catalog.send(RPC.lookupProducts, { ids });
    return priceOrder(items, lookup);
  }

  /**
   * Prices the cart and takes its stock in one request: the catalog holds every stock line or
   * none and answers the products as they were under the hold. A refused hold is a 409 with the
   * catalog's message; a cart priceOrder refuses gives its hold back at once.
   */
  async priceAndTake(orderId: string, items: PlaceOrderInput['items']): Promise<PricedOrder> {
    const answer = await this.catalog.send(RPC.reserveCart, { orderId, lines: items });
    let priced: PricedOrder;
    try {
      priced = priceOrder(items, answer);
    } catch (error) {
      if (answer.reservation?.reserved) await this.giveBack(orderId);
      throw error;
    }
    if (answer.reservation && !answer.reservation.reserved)
      throw new ConflictException(answer.reservation.message);
    return priced;
  }

  /**
   * Takes the stock of an order priced earlier: every line or none, answering the catalog's
   * refusal. Asking again for the same order takes nothing more. Unless order.placed confirms it,
   * the catalog gives the stock back when the hold expires.
   */
  async tryTake(
    orderId: string,
    priced: Pick<PricedOrder, 'reservation'>,
  ): Promise<{ message: string; shortages: StockShortage[] } | undefined> {
    if (priced.reservation.length === 0) return undefined;
    const held = await this.catalog.send(RPC.reserveStock, { orderId, lines: priced.reservation });
    return held.reserved ? undefined : held;
  }

  /**
   * Gives back the stock held for an order not placed; `final` when it never will be (then the
   * catalog refuses to hold for it again). Should the catalog not answer, the hold expires by
   * itself, so this never fails its caller.
   */
  async giveBack(orderId: string, final = true): Promise<void> {
    await this.catalog.send(RPC.releaseStock, { orderId, final }).catch((error: unknown) => {
      this.logger.warn(
        `the stock held for order ${orderId} goes back when its hold expires: ${String(error)}`,
      );
    });
  }
}
