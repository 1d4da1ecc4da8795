import {
  Inject,
  Injectable,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventPayload, EventSubject, TypedEvent } from '@shop/contracts';
import type { NatsConnection } from 'nats';
import { settleWithin } from '../bootstrap/settle-within';
import { DatabaseConnection } from '../database/database-connection';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { emitEvent } from './emit-event';
import type { EventSubscription } from './event-handler';
import { EVENTS_OPTIONS, NATS_CONNECTION, type EventsModuleOptions } from './events.options';
import { NatsConnectionState } from './nats-connection';
import { OutboxRelay, type OutboxReport } from './outbox-relay';
import { subscribeEvents, type EventSubscriptionHandle } from './subscribe-events';

/** Long enough for the emitting transaction to commit in the common case; the interval covers the rest. */
const KICK_DELAY_MS = 20;
/** Shutdown: consumers finish the message in hand and the relay its batch within this. */
const STOP_TIMEOUT_MS = 1_000;
/** Shutdown: draining NATS never completes while it is unreachable; then the connection is closed. */
const DRAIN_TIMEOUT_MS = 1_000;

/** A service's door to the bus: emit through the outbox, consume durably. */
@Injectable()
export class EventBus
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly relay: OutboxRelay;
  private readonly state: NatsConnectionState;
  private readonly pending: EventSubscription<never>[] = [];
  private readonly consumers: EventSubscriptionHandle[] = [];
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

  /** Stops pulling events and lets the relay finish its batch, each within STOP_TIMEOUT_MS. */
  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.kickTimer);
    await settleWithin(
      Promise.all([
        ...this.consumers.splice(0).map((consumer) => consumer.stop()),
        this.relay.stop(),
      ]),
      STOP_TIMEOUT_MS,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.nc.isClosed()) return;
    if (!(await settleWithin(this.nc.drain(), DRAIN_TIMEOUT_MS))) await this.nc.close();
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
