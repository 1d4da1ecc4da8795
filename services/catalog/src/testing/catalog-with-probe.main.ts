// The catalog service with one more route, for tests that stop it while requests are in flight:
// GET /api/product/probe/:ms writes the request id to PROBE_ARRIVALS as the request arrives, waits
// :ms milliseconds, asks the database, then answers. Run from source by startTypeScriptProcess.
import { appendFileSync } from 'node:fs';
import { Controller, Get, Headers, Module, Param, ParseIntPipe } from '@nestjs/common';
import { bootstrapService, DatabaseConnection } from '@shop/service-kit';
import { AppModule } from '../app.module';
import { catalogConfigSchema, SERVICE, type CatalogConfig } from '../config';

@Controller('api/product/probe')
class ProbeController {
  constructor(private readonly database: DatabaseConnection) {}

  @Get(':ms')
  async probe(@Param('ms', ParseIntPipe) ms: number, @Headers('x-request-id') requestId: string) {
    appendFileSync(process.env.PROBE_ARRIVALS ?? '/dev/null', `${requestId}\n`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await this.database.ping();
    return { success: true, data: requestId };
  }
}

@Module({})
class CatalogWithProbe {
  static forRoot(config: CatalogConfig) {
    return {
      module: CatalogWithProbe,
      imports: [AppModule.forRoot(config)],
      controllers: [ProbeController],
    };
  }
}

void bootstrapService(CatalogWithProbe, { service: SERVICE, config: catalogConfigSchema });
