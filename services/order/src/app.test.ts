import { describeServiceStart, startServiceApp } from '@shop/service-kit/testing';
import { AppModule } from './app.module';
import { loadOrderConfig, SERVICE } from './config';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describeServiceStart(
  SERVICE,
  () => startServiceApp({ service: SERVICE, loadConfig: loadOrderConfig, appModule: AppModule }),
  ['order-session-revocations'],
);
