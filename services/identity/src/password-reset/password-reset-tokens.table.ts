import { linkTokensTable } from '../tokens/link-tokens.table';

/** The links sent to set a new password. */
export const passwordResetTokens = linkTokensTable('password_reset_tokens');
