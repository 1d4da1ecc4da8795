import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mailTo as newestMailTo } from '../support/accounts';
import { closeJourney, openJourney } from '../support/journey';
import { E2E_ADMIN, type TestPlatform } from '../support/test-platform';

jest.setTimeout(90000);

describe('a new customer signs up, and the admin logs in through the same form', () => {
  let platform: TestPlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const requested: string[] = [];
  const customer = {
    name: 'Ada Lovelace',
    email: `Ada.${Date.now()}@Example.com`,
    password: 'Oxblood1846',
  };

  beforeAll(async () => {
    ({ platform, browser } = await openJourney());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => requested.push(request.url()));
  }, 240000);

  afterAll(() => closeJourney({ platform, browser }));

  const shop = (path: string) => `${platform.urls.shop}${path}`;
  const adminFiles = () =>
    requested.filter((url) => url.includes(`:${platform.ports['mf-admin']}/`));
  const storedToken = () => page.evaluate(() => localStorage.getItem('token'));

  const mailTo = (address: string, count: number) => newestMailTo(platform, address, count);

  async function fillLogin(target: Page, email: string, password: string) {
    await target.getByLabel('Email', { exact: true }).fill(email);
    await target.getByLabel('Password', { exact: true }).fill(password);
    await target.getByRole('button', { name: 'Sign In' }).click();
  }

  it('signs up and is sent back to Login with the fields cleared and a word about the mailbox', async () => {
    await page.goto(shop('/login'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page
      .getByRole('status')
      .getByText(/check your email/i)
      .waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  });

  it('cannot log in before verifying, and is offered a new link', async () => {
    // The sign-up's mail first, so the inbox lists the two in the order they were sent.
    await mailTo(customer.email, 1);
    await fillLogin(page, customer.email, customer.password);
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Your email is not verified. Would you like to resend the verification email?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page
      .getByText(/verification email is on its way/i)
      .first()
      .waitFor();
    expect(await storedToken()).toBeNull();
  });

  it('opens the newest mail in the development inbox and follows its link', async () => {
    // The sign-up's mail and the resend's; only the newest link still works.
    const mail = await mailTo(customer.email, 2);
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toContain('/verify-email?token=');

    await page.goto(platform.urls.mail!);
    // Newest first.
    await page.getByRole('link', { name: mail.subject }).first().click();
    await page.frameLocator('iframe').getByRole('link', { name: 'Verify my email' }).click();
    await page.waitForURL('**/verify-email?token=*');
    expect(page.url()).toBe(mail.links[0]);
  });

  it('sees the countdown and lands on the home page signed in', async () => {
    await page.getByText(/Redirecting to the home page in \d seconds?/).waitFor();
    await page.waitForURL(shop('/'), { timeout: 10000 });
    expect(await storedToken()).toBeTruthy();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('answers the welcome survey, which identity keeps even though it was down meanwhile', async () => {
    const survey = page.getByRole('dialog', { name: 'Welcome!' });
    await survey.getByText('Help us personalize your shopping experience').waitFor();
    await platform.stopApp('identity');

    await survey.getByRole('button', { name: 'Continue Shopping' }).click();
    await survey.getByText('Please select how you heard about us').waitFor();
    await survey.getByLabel('Instagram').check();
    await survey.getByLabel('Jackets').check();
    await survey.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.getByText('Thank you for completing the survey!').waitFor();
    await survey.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('surveyCompleted'))).toBe('true');

    await platform.startApp('identity');
    const identityDb = platform.databaseUrls.identity;
    if (!identityDb.startsWith('postgres')) return; // the embedded database lives inside identity
    const db = new Client({ connectionString: identityDb });
    await db.connect();
    try {
      let row: { source: string; categories: string[] } | undefined;
      for (let tries = 0; tries < 50 && !row; tries += 1) {
        const result = await db.query(
          `select s.source, s.categories from customer_surveys s
             join users u on u.id = s.user_id where lower(u.email) = lower($1)`,
          [customer.email],
        );
        row = result.rows[0];
        if (!row) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(row).toEqual({ source: 'Instagram', categories: ['Jackets'] });
    } finally {
      await db.end();
    }
  });

  it('saves and updates measurements on My Profile', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByText(customer.name).first().waitFor();
    await page.getByText(customer.email, { exact: false }).first().waitFor();

    await page.getByLabel(/^Chest/).fill('98');
    await page.getByLabel(/^Height/).fill('172');
    await page.getByLabel(/^Category/).selectOption('Women');
    await page.getByRole('button', { name: 'Save Measurements' }).click();
    await page.getByText('Measurements saved successfully!').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Update Measurements' }).waitFor();
    expect(await page.getByLabel(/^Chest/).inputValue()).toBe('98');

    await page.getByLabel(/^Chest/).fill('101');
    await page.getByRole('button', { name: 'Update Measurements' }).click();
    await page.getByText('Measurements updated successfully!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Update Measurements' }).waitFor();
    expect(await page.getByLabel(/^Chest/).inputValue()).toBe('101');
  });

  it('refuses a height the unit cannot hold, beside its box', async () => {
    await page.getByLabel(/^Unit/).selectOption('in');
    await page.getByLabel(/^Height/).fill('172');
    await page.getByRole('button', { name: 'Update Measurements' }).click();
    await page.getByText('Height must be between 19 and 99 in').first().waitFor();
    expect(await page.getByLabel(/^Height/).getAttribute('aria-invalid')).toBe('true');
  });

  it('logs out and is shown signed out', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(shop('/'));
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await storedToken()).toBeNull();
  });

  it('logs in through the form as a customer, and /admin sends them away without loading the back office', async () => {
    await page.goto(shop('/login'));
    await fillLogin(page, customer.email, customer.password);
    await page.waitForURL(shop('/'));
    expect(await storedToken()).toBeTruthy();

    await page.goto(shop('/admin/dashboard'));
    // The gate sends them to /login, which sends anyone signed in home.
    await page.waitForURL(shop('/'));
    await page.waitForLoadState('networkidle');
    expect(adminFiles()).toEqual([]);
  });

  it('lets the admin in through the same form, to the dashboard', async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    try {
      await adminPage.goto(shop('/login'));
      await fillLogin(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
      await adminPage.waitForURL(shop('/admin/dashboard'));
      await adminPage.getByText('Admin Panel').first().waitFor();
      await adminPage
        .getByText(/^Welcome, /)
        .first()
        .waitFor();
    } finally {
      await adminContext.close();
    }
  });
});
