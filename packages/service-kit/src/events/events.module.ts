import {
  Module,
  type DynamicModule,
  type FactoryProvider,
  type ModuleMetadata,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { EventBus } from './event-bus';
import { EVENTS_OPTIONS, NATS_CONNECTION, type EventsModuleOptions } from './events.options';
import { connectToNats } from './nats-connection';

export interface EventsModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: FactoryProvider['inject'];
  useFactory: (...args: never[]) => EventsModuleOptions | Promise<EventsModuleOptions>;
}

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
    return EventsModule.build([{ provide: EVENTS_OPTIONS, useValue: options }]);
  }

  static forRootAsync(options: EventsModuleAsyncOptions): DynamicModule {
    return EventsModule.build(
      [{ provide: EVENTS_OPTIONS, inject: options.inject, useFactory: options.useFactory }],
      options.imports,
    );
  }

  private static build(
    optionsProviders: DynamicModule['providers'],
    imports: ModuleMetadata['imports'] = [],
  ) {
    return {
      module: EventsModule,
      global: true,
      imports,
      providers: [...(optionsProviders ?? []), natsConnectionProvider, EventBus],
      exports: [EventBus, NATS_CONNECTION],
    } satisfies DynamicModule;
  }
}
