import type { Database } from '../database/database.types';
import {
  ConsumerLag,
  DEFAULT_EVENT_LAG_ALERT,
  LAG_CHECK_INTERVAL_MS,
  type ConsumerLagReport,
} from './consumer-lag';
import type { EventFilter, EventSubscription } from './event-handler';
import type { EventsLogger } from './events-logger';
import type { NatsConnectionManager } from './nats-connection';
import {
  subscribeEvents,
  type ConsumerState,
  type EventSubscriptionHandle,
} from './subscribe-events';

interface Registration {
  subscription: EventSubscription<EventFilter>;
  handle?: EventSubscriptionHandle;
}

/** A durable consumer as /health shows it. */
export interface ConsumerReport extends ConsumerLagReport {
  state: ConsumerState;
}

interface DurableConsumersOptions {
  serviceName: string;
  namespace: string;
  db: Database;
  connection: NatsConnectionManager;
  logger: EventsLogger;
  lagAlert?: number;
  lagCheckIntervalMs?: number;
  /** Events each consumer handles at once (see subscribeEvents). */
  eventsInHand?: number;
}

/**
 * A service's durable consumers, `<serviceName>-<consumer>` each: registered at any time,
 * started once NATS is there, and watched for how far behind each one is.
 */
export class DurableConsumers {
  private readonly registrations: Registration[] = [];
  private readonly lag: ConsumerLag;
  private lagTimer?: NodeJS.Timeout;
  private lagCheck?: Promise<void>;
  private started = false;
  private stopped = false;

  constructor(private readonly options: DurableConsumersOptions) {
    this.lag = new ConsumerLag(options.lagAlert ?? DEFAULT_EVENT_LAG_ALERT, options.logger);
  }

  /** Registers a consumer; once the consumers have started, it starts at once. */
  async add<F extends EventFilter>(subscription: EventSubscription<F>): Promise<void> {
    const registration: Registration = {
      subscription: {
        ...subscription,
        consumer: `${this.options.serviceName}-${subscription.consumer}`,
      } as unknown as EventSubscription<EventFilter>,
    };
    this.registrations.push(registration);
    if (this.started) await this.startConsumer(registration);
  }

  /** Starts every consumer registered so far, then checks their lag now and at intervals. */
  async start(): Promise<void> {
    this.started = true;
    await Promise.all(this.registrations.map((registration) => this.startConsumer(registration)));
    await this.checkLag();
    if (this.stopped) return;
    this.lagTimer = setInterval(
      () => void this.checkLag(),
      this.options.lagCheckIntervalMs ?? LAG_CHECK_INTERVAL_MS,
    );
    this.lagTimer.unref();
  }

  /** Each consumer finishes the message in hand and stops pulling. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.lagTimer);
    await Promise.all([
      this.lagCheck,
      ...this.registrations.map(async (registration) => {
        await registration.handle?.stop();
        registration.handle = undefined;
      }),
    ]);
  }

  /** Each consumer's liveness by durable name: 'down' until it pulls events, or while recreated. */
  states(): Record<string, ConsumerState> {
    return Object.fromEntries(
      this.registrations.map(({ subscription, handle }) => [
        subscription.consumer,
        handle?.state() ?? 'down',
      ]),
    );
  }

  /** Each consumer's liveness and, as last checked, its pending events. */
  reports(): Record<string, ConsumerReport> {
    return Object.fromEntries(
      Object.entries(this.states()).map(([consumer, state]) => [
        consumer,
        { state, ...this.lag.report(consumer) },
      ]),
    );
  }

  private checkLag(): Promise<void> {
    this.lagCheck ??= this.lag
      .check(
        this.registrations.flatMap(({ subscription, handle }) =>
          handle ? [{ consumer: subscription.consumer, pending: () => handle.pending() }] : [],
        ),
      )
      .finally(() => {
        this.lagCheck = undefined;
      });
    return this.lagCheck;
  }

  private async startConsumer(registration: Registration): Promise<void> {
    const { connection, db, namespace } = this.options;
    const nc = connection.current()!;
    registration.handle = await subscribeEvents({
      ...registration.subscription,
      db,
      js: nc.jetstream(),
      // No API check: the connection was checked when made, and may be reconnecting now.
      jsm: await nc.jetstreamManager({ checkAPI: false }),
      publisher: connection.publisher(),
      namespace,
      eventsInHand: this.options.eventsInHand,
      streamReplicas: () => connection.streamReplicas(),
    });
  }
}
