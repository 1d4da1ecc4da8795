import {
  Inject,
  Injectable,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventPayload, EventSubject, TypedEvent } from '@shop/contracts';
import type { NatsConnection, Subscription } from 'nats';
import { DatabaseConnection } from '../database/database-connection';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { emitEvent } from './emit-event';
import type { EventSubscription } from './event-handler';
import { EVENTS_OPTIONS, NATS_CONNECTION, type EventsModuleOptions } from './events.options';
import { NatsConnectionState } from './nats-connection';
import { OutboxRelay, type OutboxReport } from './outbox-relay';
import { replyTo, requestReply, type ReplyHandler, type RequestOptions } from './request-reply';
import { subscribeEvents, type EventSubscriptionHandle } from './subscribe-events';

/** Long enough for the emitting transaction to commit in the common case; the interval covers the rest. */
const KICK_DELAY_MS = 20;

/** A service's door to the bus: emit through the outbox, consume durably, ask and answer. */
@Injectable()
export class EventBus
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly relay: OutboxRelay;
  private readonly state: NatsConnectionState;
  private readonly pending: EventSubscription<never>[] = [];
  private readonly consumers: EventSubscriptionHandle[] = [];
  private readonly replies: Subscription[] = [];
  private kickTimer?: NodeJS.Timeout;
  private started = false;

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(DATABASE) private readonly db: Database,
    @Optional() connection?: DatabaseConnection,
  ) {
    this.relay = new OutboxRelay({
      db,
      js: nc.jetstream(),
      serviceName: options.serviceName,
      // Replicas share a server database; the embedded one has a single process.
      claimRows: connection?.engine === 'server',
      intervalMs: options.relayIntervalMs,
    });
    this.state = new NatsConnectionState(nc);
  }

  /**
   * Writes the event into `tx`; it is published shortly after the transaction commits. Throws,
   * and so fails the transaction, when the payload does not match the subject's schema.
   */
  async emit<S extends EventSubject>(
    tx: DbOrTx,
    subject: S,
    payload: EventPayload<S>,
  ): Promise<TypedEvent<S>> {
    const event = await emitEvent(tx, subject, payload);
    this.scheduleKick();
    return event;
  }

  /** The outbox backlog, its oldest row's age and the rows given up on, for /health. */
  outboxReport(): Promise<OutboxReport> {
    return this.relay.report();
  }

  /** Publishes committed events now rather than at the next relay tick. */
  flush(): Promise<void> {
    return this.relay.kick();
  }

  /**
   * Consumes events durably as `<serviceName>-<consumer>`. Call it from onModuleInit; consumers
   * registered later start at once.
   */
  async subscribe<P>(subscription: EventSubscription<P>): Promise<void> {
    const named = {
      ...subscription,
      consumer: `${this.options.serviceName}-${subscription.consumer}`,
    };
    if (!this.started) {
      this.pending.push(named as EventSubscription<never>);
      return;
    }
    await this.startConsumer(named);
  }

  request<Res, Req = unknown>(subject: string, data: Req, options?: RequestOptions): Promise<Res> {
    return requestReply<Res, Req>(this.nc, subject, data, options);
  }

  /** Answers `subject`; replicas of this service share the requests. */
  reply<Req, Res>(subject: string, handler: ReplyHandler<Req, Res>): void {
    this.replies.push(replyTo(this.nc, subject, handler, { queue: this.options.serviceName }));
  }

  isConnected(): boolean {
    return this.state.isConnected();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    this.relay.start();
    await Promise.all(
      this.pending.splice(0).map((subscription) => this.startConsumer(subscription)),
    );
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.kickTimer);
    await Promise.all(this.consumers.splice(0).map((consumer) => consumer.stop()));
    await this.relay.stop();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.replies.splice(0).forEach((subscription) => subscription.unsubscribe());
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  private async startConsumer<P>(subscription: EventSubscription<P>): Promise<void> {
    const handle = await subscribeEvents({
      ...subscription,
      db: this.db,
      js: this.nc.jetstream(),
      jsm: await this.nc.jetstreamManager(),
    });
    this.consumers.push(handle);
  }

  private scheduleKick(): void {
    if (this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      void this.relay.kick();
    }, KICK_DELAY_MS);
  }
}
