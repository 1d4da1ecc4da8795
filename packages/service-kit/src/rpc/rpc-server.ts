import { Logger } from '@nestjs/common';
import type { MessageHandler, MsPattern } from '@nestjs/microservices';
import { ServerNats } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { settleWithin } from '../bootstrap/settle-within';
import { traceAnswer } from '../telemetry/tracing/messaging-spans';
import { describeError } from '../events/events-logger';
import { RPC_CONNECT_TIMEOUT_MS, RPC_RECONNECT_WAIT_MS, type RpcOptions } from './rpc-options';
import { natsSubject, plainSubject } from '../events/namespace';
import { natsServers } from '../events/nats-servers';

/** Closing: how long each part may take (together under the shutdown's HTTP step). */
const UNSUBSCRIBE_TIMEOUT_MS = 300;
const IN_FLIGHT_TIMEOUT_MS = 1_700;
const FLUSH_TIMEOUT_MS = 200;

/**
 * @nestjs/microservices' NATS transport as every service runs it: handlers subscribe in the
 * service's queue group under the platform's namespace, the connection is made in the background
 * (the HTTP side never waits for NATS, and an unreachable server is retried), and closing stops
 * taking requests, lets the ones being answered finish, then closes.
 */
export class RpcServer extends ServerNats {
  private readonly log = new Logger('Rpc');
  private readonly handlerSubscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing?: Promise<void>;
  private stopWaiting?: () => void;
  private markSubscribed!: () => void;
  private readonly subscribed = new Promise<void>((resolve) => {
    this.markSubscribed = resolve;
  });

  constructor(private readonly rpc: RpcOptions) {
    super({
      servers: natsServers(rpc.natsUrl),
      name: `${rpc.service}-rpc`,
      queue: rpc.service,
      maxReconnectAttempts: -1,
      reconnectTimeWait: RPC_RECONNECT_WAIT_MS,
      timeout: RPC_CONNECT_TIMEOUT_MS,
    });
  }

  /** Resolves once the handlers are subscribed on the NATS server. */
  whenSubscribed(): Promise<void> {
    return this.subscribed;
  }

  override async listen(callback: (error?: unknown) => void): Promise<void> {
    // Nest's startAllMicroservices resolves on this callback; the subscriptions follow the connection.
    callback();
    await super.listen((error) => {
      if (error) {
        if (!this.closing) this.log.error(`Request-reply stopped: ${describeError(error)}`);
        return;
      }
      void this.unwrap<NatsConnection>()
        .flush()
        .then(() => {
          this.log.log(`Answering requests as ${this.rpc.service}`);
          this.markSubscribed();
        })
        .catch(() => undefined);
    });
  }

  /** Connects, trying again every RPC_RECONNECT_WAIT_MS while NATS cannot be reached. */
  override async createNatsClient(): Promise<NatsConnection> {
    let warned = false;
    for (;;) {
      if (this.closing) throw new Error('closed before NATS could be reached');
      try {
        const nc = (await super.createNatsClient()) as NatsConnection;
        if (this.closing) {
          await nc.close();
          throw new Error('closed while connecting');
        }
        return nc;
      } catch (error) {
        if (this.closing) throw error;
        if (!warned) {
          this.log.warn(`NATS unreachable, answering requests once it is: ${describeError(error)}`);
          warned = true;
        }
        await this.pause(RPC_RECONNECT_WAIT_MS);
      }
    }
  }

  /** Handlers are registered under the namespaced subject they are asked on. */
  override addHandler(
    pattern: MsPattern,
    callback: MessageHandler,
    isEventHandler?: boolean,
    extras?: Record<string, unknown>,
  ): void {
    const subject = natsSubject(this.rpc.namespace ?? '', this.normalizePattern(pattern));
    super.addHandler(subject, callback, isEventHandler, extras);
  }

  override bindEvents(client: NatsConnection): void {
    for (const [subject, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.rpc.service;
      const callback = this.getMessageHandler(subject).bind(this) as (
        error: Error | null,
        msg: Msg,
      ) => void;
      this.handlerSubscriptions.push(client.subscribe(subject, { queue, callback }));
    }
  }

  override handleMessage(channel: string, msg: Msg): Promise<unknown> {
    const pattern = plainSubject(this.rpc.namespace ?? '', channel);
    const handling: Promise<unknown> = traceAnswer(msg, pattern, this.rpc.service, () =>
      super.handleMessage(channel, msg),
    ).finally(() => this.inFlight.delete(handling));
    this.inFlight.add(handling);
    return handling;
  }

  /** Stops taking requests, lets those being answered finish, then closes. Safe to call twice. */
  override close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.stopWaiting?.();
    // Draining unsubscribes and still answers what the server routed here before it knew.
    const subscriptions = this.handlerSubscriptions.splice(0);
    await settleWithin(
      Promise.allSettled(subscriptions.map((s) => s.drain())),
      UNSUBSCRIBE_TIMEOUT_MS,
    );
    await settleWithin(Promise.allSettled([...this.inFlight]), IN_FLIGHT_TIMEOUT_MS);
    // Answers are published on the next tick after their handler finishes.
    await new Promise((resolve) => setImmediate(resolve));
    const nc = this.connection();
    if (nc && !nc.isClosed()) await settleWithin(nc.flush(), FLUSH_TIMEOUT_MS);
    await settleWithin(super.close(), FLUSH_TIMEOUT_MS);
  }

  private connection(): NatsConnection | undefined {
    try {
      return this.unwrap<NatsConnection>();
    } catch {
      return undefined;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.stopWaiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
