import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { useJourney } from '../support/journey';

jest.setTimeout(90000);

const SHOTS = path.join(tmpdir(), 'shots-sessions');

const journey = useJourney();
const { shop } = journey;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

describe('a shopper signed in on a phone and a laptop', () => {
  let shopper: Shopper;
  const devices: Record<'phone' | 'laptop', { context?: BrowserContext; page?: Page }> = {
    phone: {},
    laptop: {},
  };

  /** A browser signed in with a login of its own, the welcome survey already answered. */
  async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const { token } = await call<{ token: string }>(journey.platform, '/api/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    });
    const context = await journey.browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', stored);
        localStorage.setItem('surveyCompleted', 'true');
        sessionStorage.setItem('seeded', 'yes');
      }
    }, token);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    shopper = await verifiedShopper(journey.platform, {
      name: 'Grace Hopper',
      email: `two.devices.${Date.now()}@example.com`,
      password: 'Oxblood1846',
    });
    Object.assign(devices.phone, await signedIn(390));
    Object.assign(devices.laptop, await signedIn(1280));
  });
  afterAll(async () => {
    await devices.phone.context?.close();
    await devices.laptop.context?.close();
  });

  it('sees the orders page signed in on both', async () => {
    for (const { page } of Object.values(devices)) {
      await page!.goto(shop('/orders'));
      await page!.getByRole('button', { name: 'Account menu' }).waitFor();
    }
  });

  it('logs out everywhere from the phone’s profile menu', async () => {
    const phone = devices.phone.page!;
    await phone.getByRole('button', { name: 'Account menu' }).click();
    await phone.screenshot({ path: path.join(SHOTS, 'profile-menu-390.png') });
    await phone.getByRole('menuitem', { name: 'Log out everywhere' }).click();
    await phone.waitForURL(shop('/'));
    await phone.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('finds the laptop signed out at its next signed-in call', async () => {
    const laptop = devices.laptop.page!;
    await laptop.reload();
    // The server's page shows the signed-out frame to everyone (it cannot read the token); the
    // page's own signed-in call, refused, is what signs the laptop out.
    await laptop.waitForFunction(() => localStorage.getItem('token') === null);
    await laptop.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await laptop.screenshot({ path: path.join(SHOTS, 'laptop-after-1280.png') });
  });

  it('signs in again with the password, on the laptop', async () => {
    const laptop = devices.laptop.page!;
    await laptop.goto(shop('/login'));
    await laptop.getByLabel('Email', { exact: true }).fill(shopper.email);
    await laptop.getByLabel('Password', { exact: true }).fill(shopper.password);
    await laptop.getByRole('button', { name: 'Sign In' }).click();
    await laptop.waitForURL(shop('/'));
    await laptop.getByRole('button', { name: 'Account menu' }).click();
    await laptop.screenshot({ path: path.join(SHOTS, 'profile-menu-1280.png') });
  });
});
