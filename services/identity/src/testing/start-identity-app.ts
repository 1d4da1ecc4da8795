import { startServiceApp, type ServiceAppUnderTest } from '@shop/service-kit/testing';
import request from 'supertest';
import { AppModule } from '../app.module';
import { loadIdentityConfig, SERVICE, type IdentityConfig } from '../config';
import { startTestInbox, type TestInbox } from './test-inbox';

export const TEST_ADMIN = { email: 'admin@leatherandlast.test', password: 'Workshop2024' };
export const TEST_SHOP_URL = 'http://shop.test:4300';

export interface IdentityTestApp extends ServiceAppUnderTest<IdentityConfig> {
  http: ReturnType<typeof request>;
  /** Where the service's mail goes, unless the settings name another SMTP server. */
  inbox: TestInbox;
}

/** The whole identity service, its mail going to an inbox of its own, with the test admin. */
export async function startIdentityApp(
  settings: Record<string, string> = {},
): Promise<IdentityTestApp> {
  const inbox = await startTestInbox();
  const identity = await startServiceApp({
    service: SERVICE,
    loadConfig: loadIdentityConfig,
    appModule: AppModule,
    settings: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SMTP_PORT: String(inbox.port),
      SHOP_URL: TEST_SHOP_URL,
      ...settings,
    },
  }).catch(async (error: unknown) => {
    await inbox.stop();
    throw error;
  });
  return {
    ...identity,
    http: request(identity.app.getHttpServer()),
    inbox,
    async stop() {
      await identity.stop();
      await inbox.stop();
    },
  };
}
