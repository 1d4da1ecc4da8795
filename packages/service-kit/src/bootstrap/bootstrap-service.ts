import type { AddressInfo } from 'node:net';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { z } from 'zod';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import type { BaseConfig } from '../config/service-config';
import { DatabaseConnection } from '../database/database-connection';
import { Readiness } from '../health/readiness';
import { createServiceLogger, type ServiceLogger } from '../logging/service-logger';
import { connectRpcServer } from '../rpc/connect-rpc-server';
import { sendLastTraces } from '../telemetry/tracing/tracing-shutdown';
import { metricsPortOf } from '../telemetry/metrics/metrics-port';
import { startMetricsServer } from '../telemetry/metrics/metrics-server';
import type { RpcServer } from '../rpc/rpc-server';
import { configureServiceApp } from './configure-service-app';
import { exitOnSignals, type ShutdownStep } from './graceful-shutdown';
import { HttpDrain } from './http-drain';

/** A service's root module, built from its configuration. */
interface ServiceAppModule<C> {
  forRoot(config: C): DynamicModule;
}

interface BootstrapOptions<C extends BaseConfig> {
  service: string;
  /** The service's configuration schema, read from the environment. */
  config: z.ZodType<C>;
}

/**
 * Shutdown steps and their timeouts, together under SHUTDOWN_DEADLINE_MS: requests in flight
 * (HTTP and request-reply) may take REQUESTS_TIMEOUT_MS to be answered; then the app closes
 * (consumers stop, the relay finishes its batch, NATS drains, the database closes, each bounded
 * in its own module); the database is closed here again in case the app did not get that far;
 * last, the spans still waiting for their batch are sent, when traces are.
 */
const READINESS_TIMEOUT_MS = 100;
const REQUESTS_TIMEOUT_MS = 2_500;
/** After this, HTTP connections still open are dropped, inside the step's own timeout. */
const HTTP_DRAIN_MS = REQUESTS_TIMEOUT_MS - 100;
const APP_CLOSE_TIMEOUT_MS = 2_500;
const DATABASE_CLOSE_TIMEOUT_MS = 500;
const LAST_TRACES_TIMEOUT_MS = 300;

/**
 * Everything a service's main.ts does: read and check the settings, serve its metrics on
 * METRICS_PORT, build the app, listen on HOST:PORT, answer request-reply over NATS (connected in
 * the background: HTTP never waits for it), and shut down in order on SIGINT/SIGTERM. A wrong
 * setting or a failed start exits 1.
 */
export async function bootstrapService<C extends BaseConfig>(
  appModule: ServiceAppModule<C>,
  { service, config: schema }: BootstrapOptions<C>,
): Promise<NestExpressApplication | undefined> {
  // Made once the level is known: the first logger of a process is the one it writes through.
  let logger: ServiceLogger | undefined;
  try {
    const config = loadConfig(schema);
    logger = createServiceLogger(service, config.LOG_LEVEL);
    await startMetricsServer(
      metricsPortOf(config.METRICS_PORT, config.NODE_ENV),
      config.HOST,
      logger,
    );
    const app = await NestFactory.create<NestExpressApplication>(appModule.forRoot(config), {
      logger,
      bodyParser: false,
      // Throw instead of aborting the process, so a failed start is logged like any other.
      abortOnError: false,
    });
    configureServiceApp(app, logger);
    const rpc = connectRpcServer(app, {
      service,
      natsUrl: config.NATS_URL,
      namespace: config.NATS_NAMESPACE,
    });
    const http = new HttpDrain(app.getHttpServer());
    await app.listen(config.PORT, config.HOST);
    await app.startAllMicroservices();
    const { port } = app.getHttpServer().address() as AddressInfo;
    const address = `http://${config.HOST}:${port}`;
    logger.log({ msg: `${service} listening on ${address}`, address });
    exitOnSignals(logger, () => shutdownSteps(app, http, rpc));
    return app;
  } catch (error) {
    logger ??= createServiceLogger(service);
    logger.fatal(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
    // Give stdout a moment, then leave even if a half-open handle would keep the loop alive.
    setTimeout(() => process.exit(1), 100).unref();
    return undefined;
  }
}

function shutdownSteps(app: INestApplication, http: HttpDrain, rpc: RpcServer): ShutdownStep[] {
  const readiness = optional(() => app.get(Readiness, { strict: false }));
  const database = optional(() => app.get(DatabaseConnection, { strict: false }));
  return [
    {
      name: 'failing readiness',
      timeoutMs: READINESS_TIMEOUT_MS,
      run: () => readiness?.markShuttingDown(),
    },
    {
      name: 'answering requests in flight',
      timeoutMs: REQUESTS_TIMEOUT_MS,
      run: async () => {
        const [answered] = await Promise.all([http.close(HTTP_DRAIN_MS), rpc.close()]);
        if (!answered)
          throw new Error(`HTTP requests still open after ${HTTP_DRAIN_MS} ms dropped`);
      },
    },
    {
      name: 'closing events, NATS and the database',
      timeoutMs: APP_CLOSE_TIMEOUT_MS,
      run: () => app.close(),
    },
    {
      name: 'closing the database',
      timeoutMs: DATABASE_CLOSE_TIMEOUT_MS,
      run: () => database?.close(),
    },
    { name: 'sending the last traces', timeoutMs: LAST_TRACES_TIMEOUT_MS, run: sendLastTraces },
  ];
}

function optional<T>(find: () => T): T | undefined {
  try {
    return find();
  } catch {
    return undefined;
  }
}
