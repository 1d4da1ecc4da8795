import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceMetrics } from './service-metrics';

/** A service's scrape-time figures; the metrics port itself is opened by bootstrapService. */
@Module({})
export class MetricsModule {
  static forRoot(): DynamicModule {
    return { module: MetricsModule, providers: [ServiceMetrics] };
  }
}
