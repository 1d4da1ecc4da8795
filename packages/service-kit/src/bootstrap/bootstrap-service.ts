import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { z } from 'zod';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import type { BaseConfig } from '../config/service-config';
import { JsonLogger } from '../logging/json-logger';
import { configureServiceApp } from './configure-service-app';

/** A service's root module, built from its configuration. */
export interface ServiceAppModule<C> {
  forRoot(config: C): DynamicModule;
}

export interface BootstrapOptions<C extends BaseConfig> {
  service: string;
  /** The service's configuration schema, read from the environment. */
  config: z.ZodType<C>;
}

/**
 * Everything a service's main.ts does: read and check the settings, build the app, listen on
 * HOST:PORT, and close cleanly on SIGINT/SIGTERM. A wrong setting or a failed start exits 1.
 */
export async function bootstrapService<C extends BaseConfig>(
  appModule: ServiceAppModule<C>,
  { service, config: schema }: BootstrapOptions<C>,
): Promise<NestExpressApplication | undefined> {
  let logger = new JsonLogger(service);
  try {
    const config = loadConfig(schema);
    logger = new JsonLogger(service, config.LOG_LEVEL);
    const app = await NestFactory.create<NestExpressApplication>(appModule.forRoot(config), {
      logger,
      bodyParser: false,
      // Throw instead of aborting the process, so a failed start is logged like any other.
      abortOnError: false,
    });
    configureServiceApp(app, logger);
    app.enableShutdownHooks();
    await app.listen(config.PORT, config.HOST);
    // The bound port, not the setting: with PORT=0 the launcher reads it from this line.
    const address = await app.getUrl();
    logger.info(`${service} listening on ${address}`, { address });
    return app;
  } catch (error) {
    if (error instanceof ConfigError) logger.fatal(error.message);
    else if (error instanceof Error) logger.fatal(error.message, error.stack);
    else logger.fatal(String(error));
    process.exitCode = 1;
    // Give stdout a moment, then leave even if a half-open handle would keep the loop alive.
    setTimeout(() => process.exit(1), 100).unref();
    return undefined;
  }
}
