import { bootstrapService } from '@shop/service-kit';
import { AppModule } from './app.module';
import { analyticsConfigSchema, SERVICE } from './config';

void bootstrapService(AppModule, { service: SERVICE, config: analyticsConfigSchema });
