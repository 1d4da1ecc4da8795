export { outbox, processedEvents } from './event-tables';
export { emitEvent } from './emit-event';
export { ensureStreams, streamForSubject } from './streams';
export { natsSubject, natsStreamName, assertNamespace } from './namespace';
export { natsServers } from './nats-servers';
export type { FilteredEvent } from './event-handler';
export { listDeadLetters, replayDeadLetters } from './replay-dead-letters';
export { EventBus } from './event-bus';
export { EventsModule } from './events.module';
