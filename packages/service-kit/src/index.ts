// Configuration
export { loadConfig } from './config/load-config';
export { ConfigError } from './config/config-error';
export {
  serviceConfigSchema,
  tokenSigningSettings,
  tokenSigningOf,
  tokenVerificationOf,
  DEFAULT_JWT_AUDIENCE,
  DEFAULT_JWT_ISSUER,
  LOG_LEVELS,
  logLevelSetting,
  natsNamespaceSetting,
  natsUrlSetting,
  NODE_ENVIRONMENTS,
  type BaseConfig,
  type LogLevelSetting,
  type ServiceIdentity,
} from './config/service-config';
export { booleanSetting, directorySetting, portSetting } from './config/settings';
export { ConfigModule, SERVICE_CONFIG } from './config/config.module';

// Batching
export { GroupCommit, type GroupCommitOptions, type Pending } from './batching/group-commit';
export { PeriodicTask } from './scheduling/periodic-task';

// Database
export {
  KIT_MIGRATIONS_FOLDER,
  KIT_MIGRATIONS_TABLE,
  kitTablesSql,
} from './database/kit-migrations';
export { DATABASE, type Database, type DbOrTx, type Transaction } from './database/database.types';
export {
  DatabaseModule,
  InjectDatabase,
  type DatabaseModuleOptions,
} from './database/database.module';
export { DatabaseConnection } from './database/database-connection';
export { EmbeddedDatabase } from './database/embedded-database';
export { ServerDatabase } from './database/server-database';
export {
  openDatabase,
  IN_MEMORY_DATABASE_URL,
  type DatabaseLocation,
} from './database/open-database';
export type { EmbeddedExtensionName } from './database/embedded-extensions';
export { containsPattern } from './database/contains-pattern';

// Auth
export {
  signAccessToken,
  ACCESS_TOKEN_ALGORITHM,
  type TokenLifetime,
  type TokenSigning,
  type TokenVerification,
  type VerifiedAccessToken,
} from './auth/access-token';
export { generateSigningKeyPair, type SigningKeyPair } from './auth/signing-keys';
export { AuthModule } from './auth/auth.module';
export { AUTH_OPTIONS, type AuthOptions } from './auth/auth-options';
export { SignedInGuard } from './auth/auth.guard';
export { OptionalSignInGuard } from './auth/optional-sign-in.guard';
export { AccessTokenReader } from './auth/access-token-reader';
export { AdminGuard } from './auth/admin.guard';
export {
  SessionRevocations,
  SessionRevocationsModule,
  storeRevocation,
} from './auth/session-revocations';
export { sessionRevocations } from './auth/session-revocations.table';
export { AdminOnly, SignedIn, CurrentUser, CurrentAccessToken } from './auth/auth.decorators';
export type { AuthenticatedRequest } from './auth/authenticated-request';

// Validation and errors
export {
  ZodValidationPipe,
  describeIssues,
  fieldErrors,
  type FieldError,
  type ValidationMessage,
} from './validation/zod-validation.pipe';
export { HttpErrorFilter, failureBody, type FailureBody } from './errors/http-error.filter';
export { bodyParsers, BODY_LIMIT } from './errors/body-parsers';
export { ERROR_MESSAGES } from './errors/error-messages';

// Health
export { HealthModule } from './health/health.module';
export type { HealthReport } from './health/health.controller';
export type { HealthOptions } from './health/health.options';
export {
  HealthChecks,
  type CheckResult,
  type CheckState,
  type HealthCheck,
} from './health/health-checks';
export { Readiness } from './health/readiness';

// Logging
export { JsonLogger, type LogFields } from './logging/json-logger';
export {
  requestIdFrom,
  requestLogging,
  REQUEST_ID_HEADER,
} from './logging/request-logging.middleware';
export { currentRequestId, runWithRequestId } from './logging/request-context';

// Bootstrap
export {
  bootstrapService,
  type BootstrapOptions,
  type ServiceAppModule,
} from './bootstrap/bootstrap-service';
export { configureServiceApp } from './bootstrap/configure-service-app';
export {
  exitOnSignals,
  runShutdown,
  SHUTDOWN_DEADLINE_MS,
  type ShutdownStep,
} from './bootstrap/graceful-shutdown';
export { settleWithin } from './bootstrap/settle-within';
export { bodyStillArriving, lingerBeforeClosing } from './bootstrap/lingering-close';
export { serviceFoundation, type ServiceFoundationOptions } from './bootstrap/service-foundation';

// Request-reply (@nestjs/microservices over NATS)
export { RpcModule } from './rpc/rpc.module';
export { ServiceClient, unavailableMessage, failedMessage } from './rpc/service-client';
export { AnswerRpc, RpcPayload } from './rpc/rpc.decorators';
export { RpcErrorFilter } from './rpc/rpc-error.filter';
export { refuse, isRpcRefusal, type RpcRefusal } from './rpc/rpc-refusal';
export { RpcServer } from './rpc/rpc-server';
export { RpcClient } from './rpc/rpc-client';
export { connectRpcServer } from './rpc/connect-rpc-server';
export { DEFAULT_RPC_TIMEOUT_MS, type RpcOptions } from './rpc/rpc-options';

// Events (JetStream bus, outbox, idempotent consumers)
export * from './events';

// Reconciliation of what the services derived from the orders
export {
  describeDifference,
  findDifferences,
  type Difference,
  type Projections,
  type Repair,
} from './reconciliation/order-differences';
export {
  reconcileOrders,
  CONVERGE_TIMEOUT_MS,
  type Ask,
  type ReconcileOptions,
  type ReconcileResult,
} from './reconciliation/reconcile-orders';
