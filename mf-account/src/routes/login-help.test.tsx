import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES } from '@shop/contracts';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { refused } from '../testing/accounts';
import { startEachTestSignedOut, type } from '../testing/login-page';
import { renderRoute } from '../testing/render-route';

startEachTestSignedOut();

describe('/login: help for a shopper who cannot sign in', () => {
  describe('Forgot your password?', () => {
    const open = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      return screen.getByRole('dialog', { name: 'Reset your password' });
    };

    it('asks for the address, offering the one typed, and shows the server’s answer', async () => {
      const api = fakeApi({
        'POST /api/user/forgot-password': {
          body: { success: true, message: USER_MESSAGES.passwordResetRequested },
        },
      });
      renderRoute('/login');
      type('Email', ' ada@example.com ');
      const dialog = open();
      expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(
        'ada@example.com',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));

      const answer = await within(dialog).findByRole('status');
      expect(answer.textContent).toBe(USER_MESSAGES.passwordResetRequested);
      expect(document.activeElement).toBe(answer);
      expect(requestsTo(api, 'POST /api/user/forgot-password')[0].body).toEqual({
        email: 'ada@example.com',
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows a refused request beside the address, to try again', async () => {
      fakeApi({
        'POST /api/user/forgot-password': refused(429, USER_MESSAGES.tooManyAttempts),
      });
      renderRoute('/login');
      const dialog = open();
      const email = within(dialog).getByLabelText('Email');
      fireEvent.change(email, { target: { value: 'ada@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));

      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        USER_MESSAGES.tooManyAttempts,
      );
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'Send Link' })).toBeInTheDocument();
    });
  });

  it('resends a verification link to the address asked for', async () => {
    const api = fakeApi({
      'POST /api/user/resend-verification': {
        body: { success: true, message: USER_MESSAGES.resent },
      },
    });
    renderRoute('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Verification Email' });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'late@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));

    expect(await screen.findByText(USER_MESSAGES.resent)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/user/resend-verification')[0].body).toEqual({
      email: 'late@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
