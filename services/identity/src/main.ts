// First: tracing, when asked for, patches what the service loads next (docs/operations.md#traces).
import '@shop/service-kit/tracing';
import { bootstrapService } from '@shop/service-kit';
import { AppModule } from './app.module';
import { identityConfigSchema, SERVICE } from './config';

void bootstrapService(AppModule, { service: SERVICE, config: identityConfigSchema });
