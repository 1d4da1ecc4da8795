// Configuration
export { loadConfig } from './config/load-config';
export { ConfigError } from './config/config-error';
export {
  serviceConfigSchema,
  tokenSigningSettings,
  tokenSigningOf,
  DEFAULT_JWT_AUDIENCE,
  DEFAULT_JWT_ISSUER,
  logLevelSetting,
  natsNamespaceSetting,
  natsUrlSetting,
} from './config/service-config';
export { booleanSetting, directorySetting, portSetting } from './config/settings';
export { SERVICE_CONFIG } from './config/config.module';

// Batching
export { GroupCommit, type Pending } from './batching/group-commit';
export { RetiredAnswers } from './caching/retired-answers';
export { PeriodicTask } from './scheduling/periodic-task';
export { ScheduledWork } from './scheduling/scheduled-work';

// Database
export type { Database, DbOrTx, Transaction } from './database/database.types';
export { InjectDatabase } from './database/database.module';
export { DatabaseConnection } from './database/database-connection';
export { openDatabase } from './database/open-database';
export { containsPattern } from './database/contains-pattern';

// Auth
export {
  signAccessToken,
  type TokenLifetime,
  type TokenSigning,
  type VerifiedAccessToken,
} from './auth/access-token';
export { generateSigningKeyPair } from './auth/signing-keys';
export { SignedInGuard } from './auth/auth.guard';
export { OptionalSignInGuard } from './auth/optional-sign-in.guard';
export { AccessTokenReader } from './auth/access-token-reader';
export { AdminGuard } from './auth/admin.guard';
export { AdminOnly, SignedIn, CurrentUser, CurrentAccessToken } from './auth/auth.decorators';
export type { AuthenticatedRequest } from './auth/authenticated-request';
export { SessionRevocations } from './auth/session-revocations';

// Validation and errors
export { ZodValidationPipe, fieldErrors } from './validation/zod-validation.pipe';
export { describeUnstorableText } from './validation/storable-text';
export { HttpErrorFilter, failureBody, RETRY_AFTER_SECONDS } from './errors/http-error.filter';
export { isTransientError, TransientEventError } from './events/transient-errors';
export { ERROR_MESSAGES } from './errors/error-messages';

// Health
export { Readiness } from './health/readiness';

// Logging
export { createServiceLogger, ServiceLogger } from './logging/service-logger';
export { requestIdFrom, REQUEST_ID_HEADER } from './logging/request-logging.middleware';

// Traces (OpenTelemetry; started by '@shop/service-kit/tracing', loaded first by each main.ts)
export { nameRequestByRoute } from './telemetry/tracing/http-route';
export { sendLastTraces } from './telemetry/tracing/tracing-shutdown';
// Metrics (Prometheus): each process serves its own on METRICS_PORT
export { metricsRegistry } from './telemetry/metrics/metrics-registry';
export { startMetricsServer, type MetricsServer } from './telemetry/metrics/metrics-server';
export {
  DEFAULT_METRICS_PORT,
  metricsPortOf,
  metricsPortSetting,
  type MetricsPort,
} from './telemetry/metrics/metrics-port';
export { observeHttpRequest, UNMATCHED_ROUTE } from './telemetry/metrics/http-metrics';
export { RouteTemplates } from './telemetry/metrics/route-templates';
export { countCacheLookup } from './telemetry/metrics/cache-metrics';

// Bootstrap
export { bootstrapService } from './bootstrap/bootstrap-service';
export { exitOnSignals, SHUTDOWN_DEADLINE_MS } from './bootstrap/graceful-shutdown';
export { bodyStillArriving, lingerBeforeClosing } from './bootstrap/lingering-close';
export { serviceFoundation } from './bootstrap/service-foundation';

// Request-reply (@nestjs/microservices over NATS)
export { RpcModule } from './rpc/rpc.module';
export { ServiceClient, unavailableMessage } from './rpc/service-client';
export { AnswerRpc, RpcPayload, rpcController, type RpcAnswers } from './rpc/rpc.decorators';
export { refuse } from './rpc/rpc-refusal';
export { RpcClient } from './rpc/rpc-client';

// Events (JetStream bus, outbox, idempotent consumers)
export * from './events';

// Reconciliation of what the services derived from the orders
export { reconcileOrders, type Ask, type ReconcileResult } from './reconciliation/reconcile-orders';
