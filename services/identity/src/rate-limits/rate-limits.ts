const MINUTE = 60 * 1000;

/** How many attempts one e-mail address and one client address get per window. */
export interface RateLimit {
  scope: string;
  windowMs: number;
  perEmail: number;
  perAddress: number;
}

/**
 * Wrong passwords at the storefront login. Five guesses per account per quarter hour stop
 * guessing without locking out someone who mistypes; twenty per client address leave room for
 * a household or an office behind one address while stopping one machine from trying many
 * accounts.
 */
export const LOGIN_FAILURES: RateLimit = {
  scope: 'login',
  windowMs: 15 * MINUTE,
  perEmail: 5,
  perAddress: 20,
};

/**
 * Wrong passwords at the admin login, counted apart: the storefront's form tries the admin
 * login first for everyone, and a customer's own password is not a failure there.
 */
export const ADMIN_LOGIN_FAILURES: RateLimit = { ...LOGIN_FAILURES, scope: 'admin-login' };

/** Every count of an account's wrong passwords, all of which a new password clears. */
export const LOGIN_LIMITS: readonly RateLimit[] = [LOGIN_FAILURES, ADMIN_LOGIN_FAILURES];

/** Verification mails: each one reaches someone's inbox, so few per address and hour. */
export const RESENDS: RateLimit = {
  scope: 'resend',
  windowMs: 60 * MINUTE,
  perEmail: 3,
  perAddress: 10,
};

/** Password reset mails: like verification mails, few per address and hour. */
export const PASSWORD_RESETS: RateLimit = {
  scope: 'password-reset',
  windowMs: 60 * MINUTE,
  perEmail: 3,
  perAddress: 10,
};

export const RATE_LIMITS: readonly RateLimit[] = [...LOGIN_LIMITS, RESENDS, PASSWORD_RESETS];

/** Whose attempts are counted: the address tried, and the client trying it. */
export interface Attempt {
  email: string;
  clientAddress: string;
}
