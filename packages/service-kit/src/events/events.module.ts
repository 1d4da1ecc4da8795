import { Module, type DynamicModule } from '@nestjs/common';
import { EventBus } from './event-bus';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import { assertNamespace } from './namespace';

/**
 * The JetStream event bus for one service. Global: import it once in the app module; it needs
 * the DATABASE provider from the database module. Creating it never waits for NATS.
 */
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    assertNamespace(options.namespace ?? '');
    return {
      module: EventsModule,
      global: true,
      providers: [{ provide: EVENTS_OPTIONS, useValue: options }, EventBus],
      exports: [EventBus],
    };
  }
}
