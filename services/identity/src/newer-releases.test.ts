import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@shop/contracts';
import { address as orderAddress } from '@shop/contracts/testing';
import { SessionRevocations } from '@shop/service-kit';
import {
  envelope,
  newerReleaseEventsTo,
  type NewerReleasePublisher,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { customerOrders } from './customers/customer-orders.table';
import { customerSurveys } from './surveys/customer-surveys.table';
import { startIdentityApp, type IdentityTestApp } from './testing/start-identity-app';
import { orderHistory } from './testing/order-events';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

describe('identity takes the events of a newer release of their publishers', () => {
  let identity: IdentityTestApp;
  let newer: NewerReleasePublisher;

  beforeAll(async () => {
    identity = await startIdentityApp();
    newer = await newerReleaseEventsTo(identity);
  });
  afterAll(async () => {
    await newer?.close();
    await identity?.stop();
  });
  afterEach(async () => expect(await newer.deadLetters()).toBe(0));

  it('keeps a customer’s order from every order event', async () => {
    const order = orderHistory(randomUUID(), { amount: 240 });
    const history = [order.placed(), order.paid(), order.movedTo('Shipped'), ...order.cancelled()];

    for (const fact of history) await newer.deliver('identity-customer-orders', fact);

    const [row] = await identity.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.orderId, order.orderId));
    expect(row).toMatchObject({ amount: 240, status: 'Cancelled', statusVersion: 4, paid: true });
    expect(row.placedAt).toEqual(new Date(history[0].occurredAt));
  });

  it('mails the confirmation and the shipping of an order', async () => {
    const address = { ...orderAddress, email: `ada.${randomUUID()}@example.com` };
    const order = orderHistory(randomUUID(), { address });

    await newer.deliver('identity-order-mails', order.placed());
    await newer.deliver('identity-order-mails', order.movedTo('Shipped'));

    const confirmed = await identity.inbox.nextMailTo(address.email);
    expect(confirmed.subject).toContain('is confirmed');
    const shipped = await identity.inbox.nextMailTo(address.email);
    expect(shipped.subject).toContain('is on its way');
  });

  it('keeps a customer’s survey answer', async () => {
    const userId = randomUUID();
    const answer = envelope(SUBJECTS.surveyCompleted, {
      userId,
      source: 'Instagram',
      referrer: null,
      categories: ['Jackets'],
      at: '2025-03-01T10:00:00.000Z',
    });

    await newer.deliver('identity-customer-surveys', answer);

    const [kept] = await identity.db
      .select()
      .from(customerSurveys)
      .where(eq(customerSurveys.userId, userId));
    expect(kept).toMatchObject({ source: 'Instagram', categories: ['Jackets'] });
  });

  it('refuses the tokens of sessions ended', async () => {
    const userId = randomUUID();
    const ended = envelope(SUBJECTS.sessionsRevoked, {
      userId,
      sessionVersion: 2,
      reason: 'logout-all',
      at: new Date().toISOString(),
    });

    await newer.deliver('identity-session-revocations', ended);

    expect(identity.app.get(SessionRevocations).isRevoked(userId, 1)).toBe(true);
  });
});
