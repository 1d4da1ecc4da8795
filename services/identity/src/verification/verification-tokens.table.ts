import { linkTokensTable } from '../tokens/link-tokens.table';

/** The links sent to confirm an address. */
export const verificationTokens = linkTokensTable('verification_tokens');
