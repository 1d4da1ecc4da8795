import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { USER_MESSAGES } from '@shop/contracts';
import { ConfigError } from '@shop/service-kit';
import {
  persistentDatabase,
  testKeySettings,
  type PersistentDatabase,
} from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { loadIdentityConfig, SERVICE } from '../config';
import { newShopper, signUp } from '../testing/accounts';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';
import { users } from '../users/users.table';
import { ensureAdminAccount } from './admin-account';

// Starts real databases (and NATS) several times; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..', '..', '..');
const RUN_TYPESCRIPT = join(ROOT, 'packages/service-kit/src/testing/run-typescript.cjs');
const ADMIN_COMMAND = join(__dirname, 'create-admin.ts');

describe('the admin account', () => {
  let database: PersistentDatabase;
  let identity: IdentityTestApp | undefined;
  const admin = { email: 'owner@leatherandlast.test', password: 'Saddle-stitch-7' };

  const start = (settings: Record<string, string> = {}) =>
    startIdentityApp({
      ...database.settings,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...settings,
    });
  const restart = async (settings: Record<string, string> = {}) => {
    await identity?.stop();
    identity = await start(settings);
    return identity;
  };
  const adminsWith = async (email: string) =>
    (
      await identity!.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    ).filter((user) => user.role === 'admin');
  const adminLogin = (body: object) => identity!.http.post('/api/user/admin').send(body);

  beforeAll(async () => {
    database = await persistentDatabase(SERVICE);
  });
  afterAll(async () => {
    await identity?.stop();
    await database?.drop();
  });

  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD, verified, and can log in', async () => {
    await restart();

    const [account] = await adminsWith(admin.email);
    expect(account).toMatchObject({ name: 'Admin', emailVerified: true, role: 'admin' });
    expect((await adminLogin(admin)).status).toBe(200);
  });

  it('is left as it is on the next start', async () => {
    await restart({ ADMIN_PASSWORD: 'A-different-one-8' });

    expect(await adminsWith(admin.email)).toHaveLength(1);
    expect((await adminLogin(admin)).status).toBe(200);
  });

  it('is made once when two starts race to make it', async () => {
    const email = 'race@leatherandlast.test';
    const outcomes = await Promise.all([
      ensureAdminAccount(identity!.db, email, admin.password),
      ensureAdminAccount(identity!.db, email.toUpperCase(), admin.password),
    ]);

    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await adminsWith(email)).toHaveLength(1);
  });

  it('promotes a customer who has the admin’s address, verifying them and setting the password', async () => {
    const shopper = newShopper();
    await signUp(identity!, shopper);

    await restart({ ADMIN_EMAIL: shopper.email });

    const [account] = await adminsWith(shopper.email);
    expect(account).toMatchObject({ name: shopper.name, emailVerified: true });
    expect((await adminLogin({ email: shopper.email, password: shopper.password })).status).toBe(
      401,
    );
    expect((await adminLogin({ email: shopper.email, password: admin.password })).status).toBe(200);
  });

  describe('settings', () => {
    const production = { ...testKeySettings(), NODE_ENV: 'production' };

    it('refuses to start in production without ADMIN_PASSWORD', () => {
      expect(() => loadIdentityConfig(production)).toThrow(ConfigError);
      expect(() => loadIdentityConfig(production)).toThrow(/ADMIN_PASSWORD: is required/);
    });

    it('refuses an ADMIN_PASSWORD that fails the password rule', () => {
      expect(() => loadIdentityConfig({ ...production, ADMIN_PASSWORD: 'password' })).toThrow(
        `ADMIN_PASSWORD: ${USER_MESSAGES.passwordWeak}`,
      );
    });

    it('starts elsewhere without one, making no admin account', () => {
      const config = loadIdentityConfig({ ...testKeySettings(), NODE_ENV: 'test' });
      expect(config.ADMIN_PASSWORD).toBeUndefined();
    });
  });

  describe('the admin:create command', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['-r', RUN_TYPESCRIPT, ADMIN_COMMAND, ...args], {
        env: { ...process.env, ...testKeySettings(), ...database.settings, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 60_000,
      });

    beforeAll(async () => {
      // The embedded database takes one process at a time.
      await identity?.stop();
      identity = undefined;
    });

    it('creates an admin, then leaves it alone, printing one line each time', () => {
      const email = 'manager@leatherandlast.test';
      const created = run('--email', email, '--password', 'Full-grain-9');
      expect(created.stdout.trim()).toBe(`admin account ${email} created`);
      expect(created.status).toBe(0);

      const again = run('--email', email, '--password', 'Full-grain-9');
      expect(again.stdout.trim()).toBe(`${email} is already an admin; nothing changed`);
      expect(again.status).toBe(0);
    });

    it('refuses a weak password or a missing address', () => {
      const weak = run('--email', 'x@leatherandlast.test', '--password', 'weak');
      expect(weak.status).toBe(2);
      expect(weak.stderr).toContain(`--password: ${USER_MESSAGES.passwordWeak}`);
      expect(run('--password', 'Full-grain-9').status).toBe(2);
    });

    it('promotes an existing customer, who can then log in to the back office', async () => {
      identity = await start();
      const shopper = newShopper();
      await signUp(identity, shopper);
      await identity.stop();
      identity = undefined;

      const promoted = run('--email', shopper.email, '--password', 'Full-grain-9');
      expect(promoted.stdout.trim()).toBe(
        `account ${shopper.email} promoted to admin (verified, password set)`,
      );

      identity = await start();
      expect((await adminLogin({ email: shopper.email, password: 'Full-grain-9' })).status).toBe(
        200,
      );
    });
  });
});
