export { outbox, processedEvents, type OutboxRow } from './event-tables';
export { eventFailures } from './event-failures';
export { emitEvent } from './emit-event';
export { OutboxRelay, type OutboxRelayOptions, type OutboxReport } from './outbox-relay';
export { MAX_PUBLISH_ATTEMPTS } from './publish-failure';
export { OUTBOX_RETENTION_MS, PROCESSED_EVENTS_RETENTION_MS } from './event-retention';
export {
  ensureStreams,
  streamForSubject,
  deadLetterSubject,
  DEAD_LETTER_STREAM,
  STREAM_LIMITS,
} from './streams';
export { natsSubject, natsStreamName, plainSubject, assertNamespace } from './namespace';
export type {
  EventFilter,
  EventHandler,
  EventSubscription,
  FilteredEvent,
  FilteredSubject,
} from './event-handler';
export type { DeadLetter, EventPublisher } from './dead-letter';
export type { EventsLogger } from './events-logger';
export { TransientEventError, isTransientError } from './transient-errors';
export { ConsumerConfigError } from './consumer-config';
export { REPLAY_FOR_HEADER } from './handle-delivery';
export {
  listDeadLetters,
  replayDeadLetters,
  type DeadLetterQuery,
  type ReplayReport,
  type StoredDeadLetter,
} from './replay-dead-letters';
export {
  subscribeEvents,
  type ConsumerState,
  type SubscribeEventsOptions,
  type EventSubscriptionHandle,
} from './subscribe-events';
export { NatsConnectionManager, type NatsConnectOptions } from './nats-connection';
export { EventBus, type ConsumerReport } from './event-bus';
export { watchEvents, type EventWatch } from './watch-events';
export { EventsModule } from './events.module';
export { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
