import {
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventEnvelope } from '@shop/contracts';
import type { JetStreamClient, Subscription } from 'nats';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { emitEvent } from './emit-event';
import type { EventFilter, EventSubscription } from './event-handler';
import { describeError } from './events-logger';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import { natsSubject } from './namespace';
import { NatsConnectionManager } from './nats-connection';
import { OutboxRelay } from './outbox-relay';
import { replyTo, requestReply, type ReplyHandler, type RequestOptions } from './request-reply';
import {
  subscribeEvents,
  type ConsumerState,
  type EventSubscriptionHandle,
} from './subscribe-events';

/** Long enough for the emitting transaction to commit in the common case; the interval covers the rest. */
const KICK_DELAY_MS = 20;

interface Registration {
  subscription: EventSubscription<EventFilter>;
  handle?: EventSubscriptionHandle;
}

/**
 * A service's door to the bus: emit through the outbox, consume durably, ask and answer.
 * It never holds up the service's start on NATS: one short connection attempt at bootstrap,
 * then the service runs and the bus connects in the background, starting its consumers and
 * its relay once connected. Meanwhile events wait in the outbox.
 */
@Injectable()
export class EventBus
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly relay: OutboxRelay;
  private readonly connection: NatsConnectionManager;
  private readonly namespace: string;
  private readonly logger = new Logger(EventBus.name);
  private readonly registrations: Registration[] = [];
  private readonly replyHandlers: Array<() => Subscription> = [];
  private readonly replies: Subscription[] = [];
  private kickTimer?: NodeJS.Timeout;
  private working = false;
  private stopping = false;

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.namespace = options.namespace ?? '';
    this.connection = new NatsConnectionManager({
      serviceName: options.serviceName,
      natsUrl: options.natsUrl,
      namespace: this.namespace,
    });
    this.relay = new OutboxRelay({
      db,
      // The relay only publishes; the publisher adds the namespace and waits for no connection.
      js: this.connection.publisher() as JetStreamClient,
      intervalMs: options.relayIntervalMs,
    });
  }

  /** Writes the event into `tx`; it is published shortly after the transaction commits. */
  async emit<P>(tx: DbOrTx, subject: string, payload: P): Promise<EventEnvelope<P>> {
    const event = await emitEvent(tx, subject, payload);
    this.scheduleKick();
    return event;
  }

  /** Publishes committed events now rather than at the next relay tick. */
  flush(): Promise<void> {
    return this.relay.kick();
  }

  /**
   * Consumes events durably as `<serviceName>-<consumer>`; the handler gets each event with its
   * payload checked against the subject's schema. Call it from onModuleInit; consumers
   * registered later start at once.
   */
  async subscribe<F extends EventFilter>(subscription: EventSubscription<F>): Promise<void> {
    const registration: Registration = {
      subscription: {
        ...subscription,
        consumer: `${this.options.serviceName}-${subscription.consumer}`,
      } as unknown as EventSubscription<EventFilter>,
    };
    this.registrations.push(registration);
    if (this.working) await this.startConsumer(registration);
  }

  async request<Res, Req = unknown>(
    subject: string,
    data: Req,
    options?: RequestOptions,
  ): Promise<Res> {
    const nc = this.connection.current();
    if (!nc) {
      throw new ServiceUnavailableException(
        options?.unavailableMessage ?? 'Service is unavailable. Please try again.',
      );
    }
    return requestReply<Res, Req>(nc, natsSubject(this.namespace, subject), data, options);
  }

  /** Answers `subject`; replicas of this service share the requests. */
  reply<Req, Res>(subject: string, handler: ReplyHandler<Req, Res>): void {
    const answer = () =>
      replyTo(this.connection.current()!, natsSubject(this.namespace, subject), handler, {
        queue: this.options.serviceName,
      });
    this.replyHandlers.push(answer);
    if (this.connection.current()) this.replies.push(answer());
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  /** Each consumer's liveness by durable name: 'down' until it pulls events, or while recreated. */
  consumerStates(): Record<string, ConsumerState> {
    return Object.fromEntries(
      this.registrations.map(({ subscription, handle }) => [
        subscription.consumer,
        handle?.state() ?? 'down',
      ]),
    );
  }

  /**
   * One bounded attempt to connect; when it works, consumers are set up before the app counts
   * as started, so a consumer setting NATS cannot apply fails the start. Otherwise the service
   * starts without NATS and the bus keeps trying.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.connection.tryConnect()) {
      try {
        await this.startWork();
      } catch (error) {
        // The app will not start: leave nothing running behind it.
        await this.onModuleDestroy();
        await this.beforeApplicationShutdown();
        throw error;
      }
      return;
    }
    this.logger.warn(
      `NATS at ${this.options.natsUrl} is unreachable; running without it and connecting in the background`,
    );
    void this.connection.keepTrying().then(async (connected) => {
      if (!connected || this.stopping) return;
      await this.startWork().catch((error: unknown) =>
        this.logger.error(`Cannot start consuming events: ${describeError(error)}`),
      );
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.kickTimer);
    await Promise.all(
      this.registrations.map(async (registration) => {
        await registration.handle?.stop();
        registration.handle = undefined;
      }),
    );
    await this.relay.stop();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.replies.splice(0).forEach((subscription) => subscription.unsubscribe());
    await this.connection.close();
  }

  private async startWork(): Promise<void> {
    this.working = true;
    this.replies.push(...this.replyHandlers.map((answer) => answer()));
    this.relay.start();
    await Promise.all(this.registrations.map((registration) => this.startConsumer(registration)));
  }

  private async startConsumer(registration: Registration): Promise<void> {
    const nc = this.connection.current()!;
    registration.handle = await subscribeEvents({
      ...registration.subscription,
      db: this.db,
      js: nc.jetstream(),
      // No API check: the connection was checked when made, and may be reconnecting now.
      jsm: await nc.jetstreamManager({ checkAPI: false }),
      publisher: this.connection.publisher(),
      namespace: this.namespace,
    });
  }

  private scheduleKick(): void {
    if (this.kickTimer || !this.connection.isConnected()) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      void this.relay.kick();
    }, KICK_DELAY_MS);
  }
}
