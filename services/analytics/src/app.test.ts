import { describeServiceStart, startServiceApp } from '@shop/service-kit/testing';
import { AppModule } from './app.module';
import { loadAnalyticsConfig, SERVICE } from './config';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describeServiceStart(
  SERVICE,
  () =>
    startServiceApp({ service: SERVICE, loadConfig: loadAnalyticsConfig, appModule: AppModule }),
  ['analytics-orders', 'analytics-sign-ins', 'analytics-session-revocations'],
);
