import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { invalidForm, refused } from '../testing/accounts';
import { renderRoute } from '../testing/render-route';

const NEW_PASSWORD = 'Saddle-stitch-77';
const resetDone = { body: { success: true, message: USER_MESSAGES.passwordReset } };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillNewPassword(password = NEW_PASSWORD, confirmation = password) {
  type('New password', password);
  type('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => localStorage.clear());

describe('/reset-password', () => {
  it('sets the new password with the link’s token and offers the login', async () => {
    const api = fakeApi({ 'POST /api/user/reset-password': resetDone });
    renderRoute('/reset-password?token=link-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(
      screen.getByText('At least 8 characters, with letters and numbers.'),
    ).toBeInTheDocument();

    fillNewPassword();

    expect(await screen.findByText(USER_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requestsTo(api, 'POST /api/user/reset-password')[0].body).toEqual({
      token: 'link-1',
      password: NEW_PASSWORD,
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('checks the new password by the sign-up rule, and its confirmation, before sending', () => {
    const api = fakeApi({ 'POST /api/user/reset-password': resetDone });
    renderRoute('/reset-password?token=link-2');

    fillNewPassword('leather', 'leather');
    expect(screen.getByText(USER_MESSAGES.passwordWeak)).toBeInTheDocument();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));

    fillNewPassword(NEW_PASSWORD, 'Saddle-stitch-78');
    expect(screen.queryByText(USER_MESSAGES.passwordWeak)).not.toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));

    expect(requestsTo(api, 'POST /api/user/reset-password')).toHaveLength(0);
  });

  it('shows the server’s word on the new password beside the field, keeping the form', async () => {
    fakeApi({
      'POST /api/user/reset-password': invalidForm([
        { field: 'password', message: USER_MESSAGES.passwordTooLong },
      ]),
    });
    renderRoute('/reset-password?token=link-3');

    fillNewPassword();

    expect(await screen.findByText(USER_MESSAGES.passwordTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('shows why the link does not work, the usual causes, and asks for a new link', async () => {
    const api = fakeApi({
      'POST /api/user/reset-password': refused(400, USER_MESSAGES.resetTokenExpired),
      'POST /api/user/forgot-password': {
        body: { success: true, message: USER_MESSAGES.passwordResetRequested },
      },
    });
    renderRoute('/reset-password?token=link-4');
    fillNewPassword();

    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.resetTokenExpired);
    expect(
      screen.getByText('The link has expired (links are valid for 1 hour)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Request New Reset Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));

    const answer = await within(dialog).findByRole('status');
    expect(answer.textContent).toBe(USER_MESSAGES.passwordResetRequested);
    expect(requestsTo(api, 'POST /api/user/forgot-password')[0].body).toEqual({
      email: 'ada@example.com',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['used', USER_MESSAGES.resetTokenUsed],
    ['replaced', USER_MESSAGES.resetTokenSuperseded],
    ['unknown', USER_MESSAGES.resetTokenUnknown],
  ])('shows a %s link’s reason from the server', async (_, message) => {
    fakeApi({ 'POST /api/user/reset-password': refused(400, message) });
    renderRoute(`/reset-password?token=link-${message.length}`);
    fillNewPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Request New Reset Link' })).toBeInTheDocument();
  });

  it('says the link is invalid when it carries no token, without calling the server', () => {
    const api = fakeApi({});
    renderRoute('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(USER_MESSAGES.resetTokenRequired);
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps the form to try again when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/user/reset-password': 'offline' });
    renderRoute('/reset-password?token=link-5');
    fillNewPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
