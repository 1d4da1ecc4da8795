import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { dataLayerEvents, fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import {
  ADMIN_TOKEN,
  CUSTOMER_TOKEN,
  loginAnswer,
  refused,
  unverifiedAnswer,
  userFixture,
} from '../testing/accounts';
import { fillLogin, startEachTestSignedOut, submit, type } from '../testing/login-page';
import { currentPath, renderRoute } from '../testing/render-route';

const notAdmin = refused(401, USER_MESSAGES.adminLoginFailed);

startEachTestSignedOut();

describe('/login', () => {
  it('toggles between Login and Sign Up, asking a name only to sign up', () => {
    renderRoute('/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByText('Forgot your password?')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(
      screen.getByText('At least 8 characters, with letters and numbers.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor home', () => {
    tokenStore.set(CUSTOMER_TOKEN);
    renderRoute('/login');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  describe('signing in', () => {
    it('tries the admin login first, ignores its 401 and signs a customer in to the home page', async () => {
      const api = fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': loginAnswer(CUSTOMER_TOKEN),
      });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(tokenStore.get()).toBe(CUSTOMER_TOKEN);
      const calls = api.mock.calls.map(([url]) => new URL(url).pathname);
      expect(calls).toEqual(['/api/user/admin', '/api/user/login']);
      expect(requestsTo(api, 'POST /api/user/login')[0].body).toEqual(
        expect.objectContaining({ email: 'ada@example.com', password: 'leather123' }),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('tracks the login: a login event, and the activity sent with the new token', async () => {
      const api = fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': loginAnswer(CUSTOMER_TOKEN),
        'POST /api/realtime-analytics/track': { body: { success: true, accepted: 2, skipped: 0 } },
      });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');
      await screen.findByRole('heading', { name: 'Home' });

      expect(dataLayerEvents('login')).toEqual([
        expect.objectContaining({ method: 'email', platform: 'web' }),
      ]);
      window.dispatchEvent(new Event('pagehide'));
      const [sent] = requestsTo(api, 'POST /api/realtime-analytics/track');
      expect(sent.headers.token).toBe(CUSTOMER_TOKEN);
      expect(sent.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ eventType: 'login' }),
          expect.objectContaining({
            activityType: 'login',
            email: 'ada@example.com',
            trafficSource: { source: 'direct', medium: 'none', type: 'direct' },
            device: { type: 'desktop' },
          }),
        ]),
      );
    });

    it('takes an admin to the dashboard without a customer login', async () => {
      const api = fakeApi({
        'POST /api/user/admin': loginAnswer(ADMIN_TOKEN, userFixture({ role: 'admin' })),
      });
      renderRoute('/login');
      fillLogin('admin@example.com', 'admin-pass-1');
      submit('Sign In');

      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(currentPath()).toBe('/admin/dashboard');
      expect(tokenStore.get()).toBe(ADMIN_TOKEN);
      expect(requestsTo(api, 'POST /api/user/login')).toHaveLength(0);
    });

    it("shows the server's message for wrong credentials and keeps the visitor here", async () => {
      fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': refused(401, USER_MESSAGES.loginFailed),
      });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');

      expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
      expect(currentPath()).toBe('/login');
      expect(tokenStore.get()).toBeNull();
    });

    it('says so when the server cannot be reached', async () => {
      fakeApi({ 'POST /api/user/admin': 'offline', 'POST /api/user/login': 'offline' });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Network error. Please check your connection and try again.',
      );
    });

    it('disables the button while the call is under way', async () => {
      let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
      fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': () => new Promise((resolve) => (answer = resolve)),
      });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(true),
      );
      await act(async () => answer(refused(401, USER_MESSAGES.loginFailed)));
      expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
    });

    it('offers to resend the link to an unverified address, and sends it on confirmation', async () => {
      const api = fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': unverifiedAnswer(),
        'POST /api/user/resend-verification': {
          body: { success: true, message: USER_MESSAGES.resent },
        },
      });
      renderRoute('/login');
      fillLogin('Ada@Example.com');
      submit('Sign In');

      const dialog = await screen.findByRole('dialog', { name: 'Email not verified' });
      expect(dialog.textContent).toContain(
        'Your email is not verified. Would you like to resend the verification email?',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));

      expect(await screen.findByText(USER_MESSAGES.resent)).toBeInTheDocument();
      expect(requestsTo(api, 'POST /api/user/resend-verification')[0].body).toEqual({
        email: 'ada@example.com',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(tokenStore.get()).toBeNull();
    });

    it('closes the unverified dialog on Cancel without sending anything', async () => {
      const api = fakeApi({
        'POST /api/user/admin': notAdmin,
        'POST /api/user/login': unverifiedAnswer(),
      });
      renderRoute('/login');
      fillLogin();
      submit('Sign In');
      const dialog = await screen.findByRole('dialog', { name: 'Email not verified' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(api, 'POST /api/user/resend-verification')).toHaveLength(0);
    });
  });

  describe('signing up', () => {
    const registered = (emailSent: boolean) => ({
      status: 201,
      body: {
        success: true,
        message: emailSent ? USER_MESSAGES.registered : USER_MESSAGES.registeredMailFailed,
        user: userFixture({ emailVerified: false }),
        emailSent,
      },
    });

    function fillSignUp() {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      type('Name', 'Ada Lovelace');
      type('Email', 'ada@example.com');
      type('Password', 'leather123');
    }

    it('returns to Login with the fields cleared and asks to check the mailbox', async () => {
      const api = fakeApi({ 'POST /api/user/register': registered(true) });
      renderRoute('/login');
      fillSignUp();
      submit('Sign Up');

      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByText(USER_MESSAGES.registered)).toBeInTheDocument();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
      expect(requestsTo(api, 'POST /api/user/register')[0].body).toEqual(
        expect.objectContaining({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'leather123',
        }),
      );
      expect(tokenStore.get()).toBeNull();
      expect(dataLayerEvents('sign_up')).toEqual([expect.objectContaining({ platform: 'web' })]);
    });

    it('sends the registration activity without a token, so the visitor counts', async () => {
      const api = fakeApi({
        'POST /api/user/register': registered(true),
        'POST /api/realtime-analytics/track': { body: { success: true, accepted: 1, skipped: 0 } },
      });
      renderRoute('/login');
      fillSignUp();
      submit('Sign Up');
      await screen.findByText(USER_MESSAGES.registered);

      window.dispatchEvent(new Event('pagehide'));
      const [sent] = requestsTo(api, 'POST /api/realtime-analytics/track');
      expect(sent.headers.token).toBeUndefined();
      // The sign_up event form would be skipped without a token: only the activity goes.
      expect(sent.body).toEqual([expect.objectContaining({ activityType: 'registration' })]);
    });

    it('points to Resend when the verification e-mail could not be sent', async () => {
      fakeApi({ 'POST /api/user/register': registered(false) });
      renderRoute('/login');
      fillSignUp();
      submit('Sign Up');
      expect(await screen.findByText(USER_MESSAGES.registeredMailFailed)).toBeInTheDocument();
    });

    it("stays on Sign Up with the server's message when the address is taken", async () => {
      fakeApi({ 'POST /api/user/register': refused(409, USER_MESSAGES.emailTaken) });
      renderRoute('/login');
      fillSignUp();
      submit('Sign Up');
      expect((await screen.findByRole('alert')).textContent).toContain(USER_MESSAGES.emailTaken);
      expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    });

    it("falls back to 'Registration failed' for an answer without a message", async () => {
      fakeApi({ 'POST /api/user/register': { status: 502, body: '<html>Bad Gateway</html>' } });
      renderRoute('/login');
      fillSignUp();
      submit('Sign Up');
      expect((await screen.findByRole('alert')).textContent).toContain('Registration failed');
    });
  });
});
