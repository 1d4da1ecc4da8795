import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USER_MESSAGES } from '@shop/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { call, mailTo, verifiedShopper, type Shopper } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { useJourney } from '../support/journey';

jest.setTimeout(90000);

/** Where the journey leaves a picture of each state it passes, to look at. */
const SHOTS = path.join(tmpdir(), 'shots-reset');
const NEW_PASSWORD = 'Saddle-stitch-77';

const journey = useJourney();
const { shop } = journey;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The newest password reset link mailed to `email`, once `count` mails have reached it. */
async function resetLinkTo(email: string, count: number): Promise<string> {
  const mail = await mailTo(journey.platform, email, count);
  expect(mail.subject).toBe('Reset your password');
  const link = mail.links.find((candidate) => candidate.includes('/reset-password?token='));
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link;
}

describe.each([1280, 390])('a shopper who forgot their password, at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  let shopper: Shopper;
  let link: string;
  const shoot = (name: string) =>
    page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });

  beforeAll(async () => {
    shopper = await verifiedShopper(journey.platform, {
      name: 'Ada Lovelace',
      email: `forgetful.${width}.${Date.now()}@example.com`,
      password: 'Oxblood1846',
    });
    context = await journey.browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('asks for a link from the login page and is told one is on its way', async () => {
    await page.goto(shop('/login'));
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await shoot('login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(shopper.email);
    await shoot('forgot-form');
    await expectNoViolations(page);

    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await dialog.getByRole('status').getByText(USER_MESSAGES.passwordResetRequested).waitFor();
    await shoot('forgot-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('follows the mailed link and sets a new password, after the rule turns a weak one away', async () => {
    // The verification mail first, then the reset's.
    link = await resetLinkTo(shopper.email, 2);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await shoot('reset-form');
    await expectNoViolations(page);

    await page.getByLabel('New password', { exact: true }).fill('leather');
    await page.getByLabel('Confirm new password').fill('leather');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(USER_MESSAGES.passwordWeak).waitFor();
    await shoot('reset-form-weak');

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password reset' }).waitFor();
    await page.getByText(USER_MESSAGES.passwordReset).waitFor();
    await shoot('reset-success');
    await expectNoViolations(page);
  });

  it('logs in with the new password; the old one no longer works', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL(shop('/login'));
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(shop('/'));
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await expect(
      call(journey.platform, '/api/user/login', {
        method: 'POST',
        body: JSON.stringify({ email: shopper.email, password: shopper.password }),
      }),
    ).rejects.toThrow(/401/);
  });

  it('is told a used link works no more, and offered a new one', async () => {
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-99');
    await page.getByLabel('Confirm new password').fill('Another-pass-99');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').getByText(USER_MESSAGES.resetTokenUsed).waitFor();
    await shoot('reset-error');
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Request New Reset Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(shopper.email);
    await shoot('reset-error-request');
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    await dialog.getByRole('status').getByText(USER_MESSAGES.passwordResetRequested).waitFor();
    expect(await resetLinkTo(shopper.email, 3)).not.toBe(link);
  });
});
