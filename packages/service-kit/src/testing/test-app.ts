import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { configureServiceApp } from '../bootstrap/configure-service-app';
import type { LogLevelSetting } from '../config/service-config';
import { createServiceLogger, type ServiceLogger } from '../logging/service-logger';

interface TestAppOptions {
  service?: string;
  /** Defaults to LOG_LEVEL, else `fatal`, so test output stays readable. */
  logLevel?: LogLevelSetting;
  /**
   * Replaces the stdout logger, e.g. `capturingLogger` to assert on what was logged. A process
   * writes through the first logger it makes, so give it to the first app a test file starts.
   */
  logger?: ServiceLogger;
}

/** A service app configured exactly as in production, initialised and ready for supertest. */
export async function createTestApp(
  imports: NonNullable<ModuleMetadata['imports']>,
  { service = 'test', logLevel, logger: givenLogger }: TestAppOptions = {},
): Promise<INestApplication> {
  const level = logLevel ?? (process.env.LOG_LEVEL as LogLevelSetting | undefined) ?? 'fatal';
  const logger = givenLogger ?? createServiceLogger(service, level);
  const moduleRef = await Test.createTestingModule({ imports }).setLogger(logger).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false });
  configureServiceApp(app, logger);
  await app.init();
  return app;
}
