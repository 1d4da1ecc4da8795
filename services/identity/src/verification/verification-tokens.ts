import { linkTokens } from '../tokens/link-tokens';
import { verificationTokens } from './verification-tokens.table';

/** How long a verification link works (the verify page tells the shopper so). */
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Verification links: only the newest of an account works, once, for 24 hours. */
export const verificationLinks = linkTokens(verificationTokens, VERIFICATION_LINK_LIFETIME_MS);
