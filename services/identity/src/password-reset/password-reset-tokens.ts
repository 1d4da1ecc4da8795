import { linkTokens } from '../tokens/link-tokens';
import { passwordResetTokens } from './password-reset-tokens.table';

/** How long a password reset link works (the mail says so). */
export const PASSWORD_RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Password reset links: only the newest of an account works, once, for an hour. */
export const passwordResetLinks = linkTokens(passwordResetTokens, PASSWORD_RESET_LINK_LIFETIME_MS);
