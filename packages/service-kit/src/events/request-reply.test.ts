import { ConflictException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import { REQUESTS } from '@shop/contracts';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { recordingLogger } from './test-fixture';
import { replyTo, requestReply } from './request-reply';

type Reservation = { productId: string; quantity: number };
const UNAVAILABLE = 'Catalog service is unavailable. Please try again.';

describe('request-reply', () => {
  let nats: TestNatsServer;
  let nc: NatsConnection;
  let responders: Subscription[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    nc = await connect({ servers: nats.url });
  });
  afterEach(() => {
    responders.forEach((responder) => responder.unsubscribe());
    responders = [];
  });
  afterAll(async () => {
    await nc.close();
    await nats.stop();
  });

  function answerReservations(reserve: (request: Reservation) => Promise<unknown>) {
    responders.push(
      replyTo(nc, REQUESTS.reserveStock, reserve, { queue: 'catalog', logger: recordingLogger() }),
    );
  }

  it('returns what the responder answered', async () => {
    answerReservations(async ({ productId, quantity }) => ({ productId, reserved: quantity }));

    await expect(
      requestReply(
        nc,
        REQUESTS.reserveStock,
        { productId: 'boot-1', quantity: 2 },
        { unavailableMessage: UNAVAILABLE },
      ),
    ).resolves.toEqual({ productId: 'boot-1', reserved: 2 });
  });

  it('rethrows a refusal with the responder status and message', async () => {
    answerReservations(async () => {
      throw new ConflictException('Only 1 left in stock');
    });

    const refusal = await requestReply(nc, REQUESTS.reserveStock, {
      productId: 'boot-1',
      quantity: 2,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(409);
    expect((refusal as HttpException).message).toBe('Only 1 left in stock');
  });

  it('answers 503 with the caller message when the responder breaks', async () => {
    answerReservations(async () => {
      throw new Error('relation "products" does not exist');
    });

    const failure = requestReply(
      nc,
      REQUESTS.reserveStock,
      {},
      { unavailableMessage: UNAVAILABLE },
    );
    await expect(failure).rejects.toThrow(new ServiceUnavailableException(UNAVAILABLE));
  });

  it('answers 503 at once when nobody is listening', async () => {
    const started = Date.now();
    const failure = await requestReply(
      nc,
      REQUESTS.reserveStock,
      {},
      { unavailableMessage: UNAVAILABLE },
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ServiceUnavailableException);
    expect((failure as HttpException).getStatus()).toBe(503);
    expect((failure as HttpException).message).toBe(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('answers 503 when the responder takes longer than the timeout', async () => {
    answerReservations(() => new Promise((resolve) => setTimeout(resolve, 300)));

    await expect(
      requestReply(nc, REQUESTS.reserveStock, {}, { timeoutMs: 100 }),
    ).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
