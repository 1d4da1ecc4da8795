import { Module, type DynamicModule, type FactoryProvider } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { EventBus } from './event-bus';
import { EVENTS_OPTIONS, NATS_CONNECTION, type EventsModuleOptions } from './events.options';
import { connectToNats } from './nats-connection';

const natsConnectionProvider: FactoryProvider<Promise<NatsConnection>> = {
  provide: NATS_CONNECTION,
  inject: [EVENTS_OPTIONS],
  useFactory: (options: EventsModuleOptions) => connectToNats(options),
};

/**
 * The JetStream event bus for one service. Global: import it once in the app module; it needs
 * the DATABASE provider from the database module.
 */
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      providers: [{ provide: EVENTS_OPTIONS, useValue: options }, natsConnectionProvider, EventBus],
      exports: [EventBus, NATS_CONNECTION],
    };
  }
}
