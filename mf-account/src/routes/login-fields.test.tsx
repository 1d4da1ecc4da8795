import { fireEvent, screen } from '@testing-library/react';
import { USER_MESSAGES } from '@shop/contracts';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { refused } from '../testing/accounts';
import { fillLogin, startEachTestSignedOut, submit, type } from '../testing/login-page';
import { renderRoute } from '../testing/render-route';

const field = (label: string) => screen.getByLabelText(label);
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

startEachTestSignedOut();

describe('the login form’s fields', () => {
  it('keeps a visible label on every field', () => {
    renderRoute('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const label of ['Name', 'Email', 'Password']) {
      expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
    }
  });

  it('puts refused credentials beside the password, with the toast, and focuses it', async () => {
    fakeApi({
      'POST /api/user/admin': refused(401, USER_MESSAGES.adminLoginFailed),
      'POST /api/user/login': refused(401, USER_MESSAGES.loginFailed),
    });
    renderRoute('/login');
    fillLogin();
    submit('Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.loginFailed);
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Password'))).toBe(USER_MESSAGES.loginFailed);
    expect(field('Password')).toHaveFocus();
  });

  it('puts a taken address beside the e-mail on Sign Up', async () => {
    fakeApi({ 'POST /api/user/register': refused(409, USER_MESSAGES.emailTaken) });
    renderRoute('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    type('Name', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'leather123');
    submit('Sign Up');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.emailTaken);
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Email'))).toBe(USER_MESSAGES.emailTaken);
    expect(field('Email')).toHaveFocus();
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields before sending, by the same rules as the server', async () => {
    const api = fakeApi({});
    renderRoute('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    type('Email', 'ada@');
    type('Password', 'short');
    submit('Sign Up');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.nameRequired);
    expect(errorOf(field('Name'))).toBe(USER_MESSAGES.nameRequired);
    expect(errorOf(field('Email'))).toBe(USER_MESSAGES.emailInvalid);
    expect(errorOf(field('Password'))).toBe(USER_MESSAGES.passwordWeak);
    expect(field('Name')).toHaveFocus();
    expect(requestsTo(api, 'POST /api/user/register')).toHaveLength(0);

    type('Name', 'Ada Lovelace');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });
});
