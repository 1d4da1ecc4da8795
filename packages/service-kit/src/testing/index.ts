// Test helpers; imported as `@shop/service-kit/testing`, never by production code.
export { createTestDatabaseUrl, type TestDatabase } from './test-database';
export { databaseOutage, type DatabaseOutage } from './database-outage';
export { persistentDatabase, type PersistentDatabase } from './persistent-database';
export { createTestApp } from './test-app';
export { eventually } from './eventually';
export { useFixture } from './use-fixture';
export { startNatsServer, type TestNatsServer } from './nats-server';
export { startTestNatsCluster, type TestNatsCluster } from './nats-cluster';
export { startServiceApp, type ServiceAppUnderTest } from './start-service-app';
export { describeServiceStart } from './service-start';
export { startTypeScriptProcess, type TypeScriptProcess } from './typescript-process';
export { signTestToken, testKeySettings } from './signing-keys';
export { asSeen, upload, type Answer, type Upload, type UploadOutcome } from './upload-client';
export { recordStatements, type StatementRecording } from './record-statements';
export { parseMetrics, samplesOf, scrapeMetrics, sumOf, type MetricSample } from './metrics-scrape';
export {
  FIELD_OF_A_NEWER_RELEASE,
  newerReleaseEventsTo,
  type NewerReleasePublisher,
} from './newer-release-events';
export { envelope } from '../events/test-fixture';
