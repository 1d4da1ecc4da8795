import { randomUUID } from 'node:crypto';
import { orderNumber, type EventEnvelope } from '@shop/contracts';
import { address as deliveryAddress } from '@shop/contracts/testing';
import { eventually } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { orderEventsTo, orderHistory, type OrderEventsPublisher } from '../testing/order-events';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';
import { confirmationMail } from './order-mail';
import { OrderMails } from './order-mails.service';
import { orderMails } from './order-mails.table';

// Starts a real database, NATS and an SMTP inbox.
jest.setTimeout(60_000);

describe('the order mails', () => {
  let identity: IdentityTestApp;
  let events: OrderEventsPublisher;

  const newAddress = () => ({ ...deliveryAddress, email: `ada.${randomUUID()}@example.com` });
  const mailsTo = (email: string) => identity.inbox.messages.filter((mail) => mail.to === email);
  /** The same fact told again under a new id, as `npm run reconcile -- --fix` does. */
  const announcedAgain = (event: EventEnvelope): EventEnvelope => ({ ...event, id: randomUUID() });

  beforeAll(async () => {
    identity = await startIdentityApp();
    events = await orderEventsTo(identity, 'identity-order-mails');
  });
  afterAll(async () => {
    await events?.close();
    await identity?.stop();
  });

  it('confirms an order paid on delivery with its lines, totals in USD and address', async () => {
    const address = newAddress();
    const order = orderHistory(randomUUID(), { amount: 130, address });

    await events.deliver([order.placed()]);

    const mail = await identity.inbox.nextMailTo(address.email);
    expect(mail.subject).toBe(
      `Thank you — your Leather & Last order #${orderNumber(order.orderId)} is confirmed`,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Oxblood Derby');
      expect(body).toContain('Size 42 · Colour Oxblood · Quantity 1');
      expect(body).toContain('$120.00 USD');
      expect(body).toContain('$10.00 USD');
      expect(body).toContain('$130.00 USD');
      expect(body).toContain('12 Analytical Row');
      expect(body).toContain('London, Greater London N1 9GU');
      expect(body).toContain('Cash on Delivery: you pay when your parcel arrives.');
    }
    expect(mail.text).toContain('Total charged: $130.00 USD');
    expect(mail.text).toContain(
      '- Oxblood Derby (Size 42 · Colour Oxblood · Quantity 1): $120.00 USD',
    );
  });

  it('sends the confirmation once however often its order is told placed', async () => {
    const address = newAddress();
    const order = orderHistory(randomUUID(), { address });
    const placed = order.placed();

    await events.deliver([placed]);
    // Redelivered (past JetStream's de-duplication), and announced again under a new id.
    await events.deliver([placed], '-redelivered');
    await events.deliver([announcedAgain(placed), announcedAgain(placed)]);

    await identity.inbox.nextMailTo(address.email);
    expect(mailsTo(address.email)).toHaveLength(1);
    const rows = await identity.db
      .select()
      .from(orderMails)
      .where(eq(orderMails.orderId, order.orderId));
    expect(rows).toEqual([expect.objectContaining({ kind: 'confirmation', eventId: placed.id })]);
  });

  it('confirms a PayPal order as paid once captured, and nothing of a checkout left at PayPal', async () => {
    const paid = newAddress();
    const order = orderHistory(randomUUID(), { paymentMethod: 'PayPal', address: paid });
    const left = newAddress();
    const abandoned = orderHistory(randomUUID(), { paymentMethod: 'PayPal', address: left });

    // A capture places the order and pays it at once; a checkout cancelled at PayPal was never placed.
    await events.deliver([order.placed(), order.paid(), abandoned.checkoutCancelled()]);

    const mail = await identity.inbox.nextMailTo(paid.email);
    expect(mail.text).toContain('Payment: PayPal: paid.');
    expect(mailsTo(left.email)).toHaveLength(0);
  });

  it('sends one confirmation when two handlers of one order race', async () => {
    const address = newAddress();
    const order = orderHistory(randomUUID(), { address });
    const placed = order.placed();
    const mails = identity.app.get(OrderMails);
    const message = confirmationMail({
      ...placed.payload,
      subtotal: placed.payload.amount - placed.payload.deliveryFee,
      address,
    });

    const sent = await Promise.all(
      [randomUUID(), randomUUID()].map((eventId) =>
        identity.db.transaction((tx) =>
          mails.sendOnce(tx, { orderId: order.orderId, kind: 'confirmation', eventId, message }),
        ),
      ),
    );

    expect(sent.sort()).toEqual([false, true]);
    await identity.inbox.nextMailTo(address.email);
    expect(mailsTo(address.email)).toHaveLength(1);
  });

  it('sends a confirmation the mail server refused once it takes mail again', async () => {
    const address = newAddress();
    const order = orderHistory(randomUUID(), { address });
    const rowsOfOrder = () =>
      identity.db.select().from(orderMails).where(eq(orderMails.orderId, order.orderId));
    identity.inbox.refusing = true;
    const refusedBefore = identity.inbox.refused;

    try {
      await events.publish(order.placed());
      await eventually(async () =>
        expect(identity.inbox.refused).toBeGreaterThanOrEqual(refusedBefore + 2),
      );
      expect(await rowsOfOrder()).toEqual([]);
    } finally {
      identity.inbox.refusing = false;
    }

    await identity.inbox.nextMailTo(address.email, 40_000);
    await events.deliver([]);
    expect(mailsTo(address.email)).toHaveLength(1);
    expect(await rowsOfOrder()).toHaveLength(1);
  });

  it('tells once that an order marked Shipped is on its way, with its lines', async () => {
    const address = newAddress();
    const order = orderHistory(randomUUID(), { address });
    const shipped = [order.placed(), order.movedTo('Processing'), order.movedTo('Shipped')];

    await events.deliver(shipped);
    await events.deliver([announcedAgain(shipped[2])]);
    await events.deliver([order.movedTo('Out for delivery'), order.movedTo('Delivered')]);

    await identity.inbox.nextMailTo(address.email);
    const mail = await identity.inbox.nextMailTo(address.email);
    expect(mail.subject).toBe(
      `Your Leather & Last order #${orderNumber(order.orderId)} is on its way`,
    );
    expect(mail.text).toContain('Oxblood Derby (Size 42 · Colour Oxblood · Quantity 1)');
    expect(mail.html).toContain('Oxblood Derby');
    expect(mailsTo(address.email).map((each) => each.subject)).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('is on its way'),
    ]);
  });

  it('sends nothing for the events of a release that did not carry an address', async () => {
    const order = orderHistory(randomUUID());
    const before = identity.inbox.messages.length;

    await events.deliver([order.placed(), order.movedTo('Shipped')]);

    expect(identity.inbox.messages).toHaveLength(before);
    expect(
      await identity.db.select().from(orderMails).where(eq(orderMails.orderId, order.orderId)),
    ).toEqual([]);
  });
});
