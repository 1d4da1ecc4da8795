// No zod here: the storefront imports these (messages, limits, the password rule) without the
// schemas.

/**
 * docs/product/account.md#login-and-sign-up: the sign-up hint, enforced by the server: at least 8
 * characters with letters and numbers.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a bound keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The rule for a new password (sign-up, reset): letters and digits, by Unicode class, so
 * 'Pässwort1' counts as well as 'password1'. Here, without zod, so the storefront's forms can
 * check it before sending.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password)
  );
}

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordWeak: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and contain both letters and numbers`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  registered: 'Registration successful! Please check your email to verify your account.',
  registeredMailFailed:
    'Registration successful, but we could not send the verification email. Please use Resend Verification Email to get a new link.',
  emailTaken: 'An account with this email already exists. Please login instead.',
  verified: 'Email verified successfully! You are now logged in.',
  verifyTokenRequired: 'Invalid verification link. No token provided.',
  verifyTokenUnknown: 'This verification link is invalid. Please request a new verification email.',
  verifyTokenExpired:
    'This verification link has expired (links are valid for 24 hours). Please request a new verification email.',
  verifyTokenUsed:
    'This verification link has already been used. Your email is verified: please login.',
  verifyTokenSuperseded:
    'This verification link has been replaced by a newer one. Please use the link in the latest email.',
  resent:
    'If an account with this email exists and is not verified yet, a new verification email is on its way.',
  passwordResetRequested:
    'If an account exists for that address, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset. You can now login with your new password.',
  resetTokenRequired: 'Invalid password reset link. No token provided.',
  resetTokenUnknown: 'This password reset link is invalid. Please request a new one.',
  resetTokenExpired:
    'This password reset link has expired (links are valid for 1 hour). Please request a new one.',
  resetTokenUsed:
    'This password reset link has already been used. Please login, or request a new link if you need one.',
  resetTokenSuperseded:
    'This password reset link has been replaced by a newer one. Please use the link in the latest email.',
  loginUnverified: 'Please verify your email before logging in. Check your inbox for the link.',
  loginFailed: 'Invalid email or password',
  loggedIn: 'Login successful',
  loggedOutEverywhere: 'You have been logged out on every device.',
  adminLoginFailed: 'Invalid admin credentials',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tokenValid: 'Token is valid',
} as const;
