import { RPC, type RpcAnswer, type RpcPattern, type RpcRequest } from '@shop/contracts';
import { reconcileOrders, ServiceClient } from '@shop/service-kit';
import { eventually, startServiceApp, useFixture } from '@shop/service-kit/testing';
import { AppModule as AnalyticsModule } from '../../../analytics/src/app.module';
import { loadAnalyticsConfig } from '../../../analytics/src/config';
import { startIdentityApp } from '../../../identity/src/testing/start-identity-app';
import { usePayPalPlatform } from '../paypal/paypal.fixture';
import { orders } from '../orders/orders.table';
import { address, customer, reservationOf } from '../testing/start-order-platform';

jest.setTimeout(240_000);

/**
 * `npm run reconcile -- --fix` while PayPal buyers pay: a payment taken while the command reads
 * or repairs never loses its stock to the repair, so the last piece is sold once.
 */
describe('reconciling while PayPal orders are paid', () => {
  const shop = usePayPalPlatform({
    PAYMENT_SETTLE_AFTER_SECONDS: '3600',
    PAYMENT_RECONCILE_SECONDS: '3600',
  });
  // The customer list and analytics answer the command too.
  useFixture(
    async () => {
      const settings = {
        NATS_URL: shop.platform.catalog.config.NATS_URL,
        NATS_NAMESPACE: shop.platform.catalog.config.NATS_NAMESPACE,
      };
      const identity = await startIdentityApp(settings);
      const analytics = await startServiceApp({
        service: 'analytics',
        loadConfig: loadAnalyticsConfig,
        appModule: AnalyticsModule,
        settings,
      });
      return { stop: () => Promise.all([identity.stop(), analytics.stop()]) };
    },
    (services) => services.stop(),
  );

  /**
   * The command with --fix, the first question of `pattern` (or the first of the two reads)
   * asked through `around`, which sends it when it likes and answers its answer.
   */
  const reconcileFixing = (
    pattern: RpcPattern | 'first read',
    around: (send: () => Promise<unknown>) => Promise<unknown>,
  ) => {
    const client = shop.platform.order.app.get(ServiceClient);
    const reads: RpcPattern[] = [RPC.reconcileOrders, RPC.reconcileStock];
    let opened = false;
    const ask = async <P extends RpcPattern>(asked: P, body: RpcRequest<P>) => {
      const matches = pattern === 'first read' ? reads.includes(asked) : asked === pattern;
      if (opened || !matches) return client.send(asked, body);
      opened = true;
      return (await around(() => client.send(asked, body))) as RpcAnswer<P>;
    };
    return reconcileOrders({ ask, fix: true, settledBefore: new Date(), log: () => {} });
  };
  const buyLastPiece = (productId: string) =>
    shop.http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({ address, items: [{ productId, size: 'EU 42', quantity: 1 }], amount: 40 });
  const placedOrdersOf = async (productId: string) =>
    (await shop.platform.order.db.select().from(orders)).filter(
      (row) => row.placed && row.items.some((item) => item.productId === productId),
    );

  it('never releases the stock of an order captured between reading the orders and the stock', async () => {
    const bootId = await shop.product('Last Chelsea', 1);
    const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
    await shop.approve(paypalOrderId);

    // The first read is answered, then the buyer pays before the second.
    const result = await reconcileFixing('first read', async (send) => {
      const answer = await send();
      const paid = await shop.call('capture', { orderId: paypalOrderId }, token);
      expect(paid.status).toBe(200);
      await eventually(async () =>
        expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed'),
      );
      return answer;
    });

    expect(await shop.stockOfProduct(bootId)).toBe(0);
    expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed');
    expect((await buyLastPiece(bootId)).status).toBe(409);
    expect((await placedOrdersOf(bootId)).map((row) => row.id)).toEqual([order._id]);
    expect(result.found.filter((difference) => difference.orderId === order._id)).toEqual([]);
  });

  it('keeps a hold whose capture began after the command saw the order unpaid', async () => {
    const bootId = await shop.product('Last Jodhpur', 1);
    const { paypalOrderId, order, token } = await shop.awaitingPayment(bootId);
    await shop.approve(paypalOrderId);
    // Stock held for the order while it still waits for its buyer: the command proposes to
    // release it.
    const held = await shop.platform.order.app.get(ServiceClient).send(RPC.reserveStock, {
      orderId: order._id,
      lines: [{ productId: bootId, size: 'EU 42', quantity: 1 }],
    });
    expect(held.reserved).toBe(true);

    let capture: Promise<{ status: number }> | undefined;
    let otherBuyer: number | undefined;
    const result = await reconcileFixing(RPC.repairStock, async (send) => {
      // The buyer pays just before the repair: the shop holds the stock and waits for PayPal's
      // capture, and another buyer wants the last piece once the repair is done.
      const atPayPal = shop.standIn.pause('capture');
      capture = shop.call('capture', { orderId: paypalOrderId }, token).then((res) => res);
      await atPayPal.reached;
      const answer = await send();
      otherBuyer = (await buyLastPiece(bootId)).status;
      atPayPal.resume();
      return answer;
    });

    expect(result.found.map(({ orderId, repair }) => [orderId, repair])).toContainEqual([
      order._id,
      'release',
    ]);
    expect((await capture)?.status).toBe(200);
    expect(otherBuyer).toBe(409);
    await eventually(async () =>
      expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed'),
    );
    expect(await shop.stockOfProduct(bootId)).toBe(0);
    expect((await placedOrdersOf(bootId)).map((row) => row.id)).toEqual([order._id]);
  });

  it('refuses to release a confirmed reservation even when asked to', async () => {
    const bootId = await shop.product('Last Derby', 1);
    const { order } = await shop.paidOrder(bootId);
    await eventually(async () =>
      expect((await reservationOf(shop.platform.catalog, order._id))?.state).toBe('confirmed'),
    );
    const seen = (await reservationOf(shop.platform.catalog, order._id))!;

    const answer = await shop.platform.order.app.get(ServiceClient).send(RPC.repairStock, {
      release: [{ orderId: order._id, updatedAt: seen.updatedAt.toISOString() }],
    });

    expect(answer.released).toEqual([]);
    expect(await shop.stockOfProduct(bootId)).toBe(0);
    expect((await buyLastPiece(bootId)).status).toBe(409);
  });
});
