import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventPayload, EventSubject, TypedEvent } from '@shop/contracts';
import type { JetStreamClient } from 'nats';
import { settleWithin } from '../bootstrap/settle-within';
import { DatabaseConnection } from '../database/database-connection';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { DurableConsumers, type ConsumerReport } from './durable-consumers';
import { emitEvents } from './emit-event';
import { natsSubject } from './namespace';
import type { EventFilter, EventSubscription } from './event-handler';
import { describeError } from './events-logger';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import { NatsConnectionManager } from './nats-connection';
import { OutboxRelay, type OutboxReport } from './outbox-relay';
import type { ConsumerState } from './subscribe-events';
import { watchEvents, type EventWatch } from './watch-events';

/**
 * Without a DatabaseConnection to say when a transaction commits (a bare DATABASE provider), the
 * relay runs this long after an emit; the interval covers the rest.
 */
const KICK_DELAY_MS = 20;
/**
 * Events a consumer handles at once. The embedded database runs one transaction at a time: more
 * would only queue there ahead of the service's requests. On a server each takes a connection
 * from the pool the requests use as well, so a consumer takes at most this many of them.
 */
const EVENTS_IN_HAND = { embedded: 1, server: 4 } as const;
/** Shutdown: consumers finish the message in hand and the relay its batch within this. */
const STOP_TIMEOUT_MS = 1_000;

/**
 * A service's door to the bus: emit through the outbox, consume durably.
 * It never holds up the service's start on NATS: one short connection attempt at bootstrap,
 * then the service runs and the bus connects in the background, starting its consumers and
 * its relay once connected. Meanwhile events wait in the outbox.
 */
@Injectable()
export class EventBus
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly relay: OutboxRelay;
  private readonly consumers: DurableConsumers;
  private readonly connection: NatsConnectionManager;
  private readonly namespace: string;
  private readonly logger = new Logger(EventBus.name);
  private readonly watches: Array<EventWatch<EventFilter>> = [];
  private readonly hearings: Array<{ subject: string; callback: (data: Uint8Array) => void }> = [];
  private kickTimer?: NodeJS.Timeout;
  private working = false;
  private stopping = false;

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(DATABASE) db: Database,
    @Optional() private readonly database?: DatabaseConnection,
  ) {
    this.namespace = options.namespace ?? '';
    this.connection = new NatsConnectionManager({
      serviceName: options.serviceName,
      natsUrl: options.natsUrl,
      namespace: this.namespace,
      streamReplicas: options.streamReplicas,
    });
    this.relay = new OutboxRelay({
      db,
      // The relay only publishes; the publisher adds the namespace and waits for no connection.
      js: this.connection.publisher() as JetStreamClient,
      serviceName: options.serviceName,
      // Replicas share a server database; the embedded one has a single process.
      claimRows: database?.engine === 'server',
      intervalMs: options.relayIntervalMs,
    });
    this.consumers = new DurableConsumers({
      serviceName: options.serviceName,
      namespace: this.namespace,
      db,
      connection: this.connection,
      logger: this.logger,
      lagAlert: options.lagAlert,
      lagCheckIntervalMs: options.lagCheckIntervalMs,
      eventsInHand:
        options.eventsInHand ?? (database ? EVENTS_IN_HAND[database.engine] : undefined),
    });
    this.connection.onReconnect(() => {
      for (const watch of this.watches) watch.onGap?.();
    });
  }

  /**
   * Writes the event into `tx`; it is published as soon as the transaction commits. Throws,
   * and so fails the transaction, when the payload does not match the subject's schema.
   */
  async emit<S extends EventSubject>(
    tx: DbOrTx,
    subject: S,
    payload: EventPayload<S>,
  ): Promise<TypedEvent<S>> {
    const [event] = await this.emitAll(tx, subject, [payload]);
    return event;
  }

  /** As emit, for several events of one subject written in one statement, published in order. */
  async emitAll<S extends EventSubject>(
    tx: DbOrTx,
    subject: S,
    payloads: EventPayload<S>[],
  ): Promise<TypedEvent<S>[]> {
    const events = await emitEvents(tx, subject, payloads);
    if (events.length > 0) this.scheduleKick();
    return events;
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
   * Consumes events durably as `<serviceName>-<consumer>`; the handler gets each event with its
   * payload checked against the subject's schema. Call it from onModuleInit; consumers
   * registered later start at once.
   */
  subscribe<F extends EventFilter>(subscription: EventSubscription<F>): Promise<void> {
    return this.consumers.add(subscription);
  }

  /**
   * Hears every event on `subject` in this replica as it is published, with no durable consumer
   * and no redelivery: for in-memory state such as a cache. `onGap` runs when events may have
   * been missed (the first connection, every reconnect); while isConnected() is false, state
   * derived from events cannot be trusted. Call it from onModuleInit.
   */
  watch<F extends EventFilter>(watch: EventWatch<F>): void {
    const registered = watch as unknown as EventWatch<EventFilter>;
    this.watches.push(registered);
    if (this.working) this.startWatch(registered);
  }

  /**
   * Hears plain messages on a subject outside every stream (reports between replicas and the
   * gateway, not events): at most once, nothing stored. Call it from onModuleInit.
   */
  hear(subject: string, callback: (data: Uint8Array) => void): void {
    this.hearings.push({ subject, callback });
    if (this.working) this.startHearing({ subject, callback });
  }

  /**
   * Says a plain message on a subject outside every stream, for whoever hears it now (see
   * hear()): at most once, nothing stored, dropped while NATS is away.
   */
  say(subject: string, data: string | Uint8Array): void {
    const nc = this.connection.current();
    if (!nc || !this.connection.isConnected()) return;
    try {
      nc.publish(natsSubject(this.namespace, subject), data);
    } catch (error) {
      this.logger.warn(`saying ${subject}: ${describeError(error)}`);
    }
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  /** Each consumer's liveness by durable name: 'down' until it pulls events, or while recreated. */
  consumerStates(): Record<string, ConsumerState> {
    return this.consumers.states();
  }

  /** Each consumer's liveness and, as last checked, its pending events, for /health. */
  consumerReports(): Record<string, ConsumerReport> {
    return this.consumers.reports();
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

  /** Stops pulling events and lets the relay finish its batch, within STOP_TIMEOUT_MS. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.kickTimer);
    await settleWithin(Promise.all([this.consumers.stop(), this.relay.stop()]), STOP_TIMEOUT_MS);
  }

  /** Drains NATS (bounded: a drain never completes while the server is unreachable), then closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }

  private async startWork(): Promise<void> {
    this.working = true;
    for (const watch of this.watches) this.startWatch(watch);
    for (const hearing of this.hearings) this.startHearing(hearing);
    this.relay.start();
    await this.consumers.start();
  }

  private startHearing(hearing: { subject: string; callback: (data: Uint8Array) => void }): void {
    // nats.js renews the subscription after a reconnect by itself.
    this.connection.current()!.subscribe(natsSubject(this.namespace, hearing.subject), {
      callback: (error, msg) => {
        if (error) return this.logger.warn(`hearing ${hearing.subject}: ${describeError(error)}`);
        try {
          hearing.callback(msg.data);
        } catch (callbackError) {
          this.logger.error(`hearing ${hearing.subject}: ${describeError(callbackError)}`);
        }
      },
    });
  }

  private startWatch(watch: EventWatch<EventFilter>): void {
    watchEvents(this.connection.current()!, this.namespace, watch, this.logger);
    watch.onGap?.();
  }

  /** One function for every emit, so a transaction's events set the relay off once. */
  private readonly kickRelay = () => void this.relay.kick();

  private scheduleKick(): void {
    if (!this.connection.isConnected()) return;
    // Outside a transaction the row is already written, and the relay runs at once.
    if (this.database) return this.database.afterCommit(this.kickRelay);
    if (this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      void this.relay.kick();
    }, KICK_DELAY_MS);
  }
}
