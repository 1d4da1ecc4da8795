// The account screens' words (docs/product/account.md), defined once.
import { USER_MESSAGES } from '@shop/contracts';
import { API_MESSAGES } from '@shop/storefront-sdk';

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  unverified: 'Your email is not verified. Would you like to resend the verification email?',
  /** The Resend Verification Email button's request. */
  sendFailed: 'Failed to send verification email',
  /** The resend offered after an unverified login. */
  resendFailed: 'Failed to resend verification email',
} as const;

export const VERIFY_MESSAGES = {
  noToken: USER_MESSAGES.verifyTokenRequired,
  failed: 'Email verification failed',
  serviceNotFound: 'Email verification service not found. Please try again later.',
  cannotConnect: 'Cannot connect to server. Please check your connection and try again.',
  nonJson: API_MESSAGES.nonJson,
} as const;

/** docs/product/account.md#e-mail-verification: the usual reasons a link fails, as listed. */
export const VERIFY_FAILURE_REASONS = [
  'The verification link has expired (links are valid for 24 hours)',
  'The link has already been used',
  'The server is temporarily unavailable',
  'Network connection issues',
] as const;

export const RESET_MESSAGES = {
  noToken: USER_MESSAGES.resetTokenRequired,
  /** The Forgot your password? request failed without the server's word. */
  requestFailed: 'Failed to send password reset email',
  resetFailed: 'Password reset failed',
  weakPassword: USER_MESSAGES.passwordWeak,
  mismatch: 'Passwords do not match',
} as const;

/** What the reset page's error state lists as the usual reasons a link fails. */
export const RESET_FAILURE_REASONS = [
  'The link has expired (links are valid for 1 hour)',
  'The link has already been used',
  'A newer link was sent: only the latest one works',
] as const;

export const MEASUREMENTS_MESSAGES = {
  loginToSave: 'Please login to save measurements',
  loginToUpdate: 'Please login to update measurements',
  loginToDelete: 'Please login to delete measurements',
  serverError: 'Server error occurred',
  cannotConnect: 'Unable to connect to server',
  saveFailed: 'Failed to save measurements',
  updateFailed: 'Failed to update measurements',
  deleteFailed: 'Failed to delete measurements',
} as const;
