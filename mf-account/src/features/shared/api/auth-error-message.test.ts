import { ApiError } from '@shop/storefront-sdk';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it("gives the server's message when it answered with one", () => {
    const error = new ApiError('Invalid email or password', 401, 'http', {
      success: false,
      message: 'Invalid email or password',
    });
    expect(authErrorMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it("gives the screen's fallback for an answer without a message", () => {
    const error = new ApiError('Bad Gateway', 502, 'http', '<html>');
    expect(authErrorMessage(error, 'Registration failed')).toBe('Registration failed');
    expect(authErrorMessage(error)).toBe('Authentication failed');
  });

  it('reads no answer at all as a network error', () => {
    const error = new ApiError('Cannot connect to server', 0, 'network');
    expect(authErrorMessage(error, 'Login failed')).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('reads anything else as unexpected', () => {
    expect(authErrorMessage(new TypeError('x is undefined'), 'Login failed')).toBe(
      AUTH_ERROR_MESSAGES.unexpected,
    );
  });
});
