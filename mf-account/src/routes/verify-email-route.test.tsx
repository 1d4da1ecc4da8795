import { act, fireEvent, screen, within } from '@testing-library/react';
import { USER_MESSAGES } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { CUSTOMER_TOKEN, refused, userFixture } from '../testing/accounts';
import { currentPath, renderRoute } from '../testing/render-route';

const verified = {
  body: {
    success: true,
    message: USER_MESSAGES.verified,
    token: CUSTOMER_TOKEN,
    user: userFixture(),
  },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  act(() => tokenStore.clear());
});

// Each test uses a token of its own: a link's token is verified once for the page's life.
describe('/verify-email', () => {
  it('verifies the link once under StrictMode, signs the shopper in and goes home after 5 seconds', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'POST /api/user/verify-email': verified });
    renderRoute('/verify-email?token=link-once');

    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    expect(await screen.findByText(USER_MESSAGES.verified)).toBeInTheDocument();
    expect(tokenStore.get()).toBe(CUSTOMER_TOKEN);
    expect(screen.getByText('Redirecting to the home page in 5 seconds…')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Redirecting to the home page in 1 second…')).toBeInTheDocument();
    expect(currentPath()).toBe('/verify-email?token=link-once');

    act(() => jest.advanceTimersByTime(1000));
    expect(currentPath()).toBe('/');

    const calls = requestsTo(api, 'POST /api/user/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: 'link-once' });
  });

  it('does not call again when the page is opened a second time with the same link', async () => {
    const api = fakeApi({ 'POST /api/user/verify-email': verified });
    const first = renderRoute('/verify-email?token=link-twice');
    expect(await screen.findByText(USER_MESSAGES.verified)).toBeInTheDocument();
    first.unmount();

    renderRoute('/verify-email?token=link-twice');
    expect(await screen.findByText(USER_MESSAGES.verified)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/user/verify-email')).toHaveLength(1);
  });

  it("shows the server's reason, the usual causes and a way to a new link", async () => {
    const api = fakeApi({
      'POST /api/user/verify-email': refused(410, USER_MESSAGES.verifyTokenExpired),
      'POST /api/user/resend-verification': {
        body: { success: true, message: USER_MESSAGES.resent },
      },
    });
    renderRoute('/verify-email?token=link-expired');

    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.verifyTokenExpired);
    expect(
      screen.getByText('The verification link has expired (links are valid for 24 hours)'),
    ).toBeInTheDocument();
    expect(screen.getByText('The link has already been used')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Request New Verification Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Verification Email' });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(USER_MESSAGES.resent)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/user/resend-verification')[0].body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('says a used link’s address is verified already, with no failure beside it', async () => {
    fakeApi({ 'POST /api/user/verify-email': refused(409, USER_MESSAGES.verifyTokenUsed) });
    renderRoute('/verify-email?token=link-used');

    expect(
      await screen.findByRole('heading', { name: 'Your email is already verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.verifyTokenUsed)).toBeInTheDocument();
    expect(screen.queryByText('Verification failed')).not.toBeInTheDocument();
    expect(screen.queryByText('The link has already been used')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid when it carries no token, without calling the server', () => {
    const api = fakeApi({});
    renderRoute('/verify-email');
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid verification link. No token provided.',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['the server cannot be reached', 'offline' as const, 'Cannot connect to server'],
    ['the service is missing', { status: 404, body: '' }, 'Email verification service not found'],
    [
      'the answer is not JSON',
      { status: 200, body: '<html>' },
      'Server returned non-JSON response',
    ],
  ])('explains when %s', async (_case, reply, message) => {
    fakeApi({ 'POST /api/user/verify-email': reply });
    renderRoute(`/verify-email?token=link-${message.length}`);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});
