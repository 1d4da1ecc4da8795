export { outbox, processedEvents, eventTablesSql, type OutboxRow } from './event-tables';
export { emitEvent } from './emit-event';
export { OutboxRelay, type OutboxRelayOptions, type OutboxReport } from './outbox-relay';
export { MAX_PUBLISH_ATTEMPTS } from './publish-failure';
export { OUTBOX_RETENTION_MS, PROCESSED_EVENTS_RETENTION_MS } from './event-retention';
export { ensureStreams, streamForSubject, deadLetterSubject, DEAD_LETTER_STREAM } from './streams';
export type { EventHandler, EventSubscription } from './event-handler';
export type { DeadLetter } from './dead-letter';
export type { EventsLogger } from './events-logger';
export {
  subscribeEvents,
  type SubscribeEventsOptions,
  type EventSubscriptionHandle,
} from './subscribe-events';
export { connectToNats, type NatsConnectOptions } from './nats-connection';
export { EventBus } from './event-bus';
export { EventsModule } from './events.module';
export { EVENTS_OPTIONS, NATS_CONNECTION, type EventsModuleOptions } from './events.options';
