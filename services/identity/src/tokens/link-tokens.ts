import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: a link cannot be guessed. */
const TOKEN_BYTES = 32;

/**
 * The token of a link sent by e-mail (verification, password reset) and the hash kept of it:
 * only the mail carries the token, so the table alone opens nothing.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** SHA-256, hex: a token of 256 random bits needs no salt or slow hash. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RefusedLink = 'unknown' | 'expired' | 'used' | 'superseded';

export type Redemption =
  { redeemed: true; userId: string } | { redeemed: false; reason: RefusedLink };

/** What a link's row says about it once the conditional redemption found it not working. */
export interface LinkState {
  usedAt: Date | null;
  supersededAt: Date | null;
  expiresAt: Date;
}

export function whyRefused(link: LinkState | undefined, now: Date): RefusedLink {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  if (link.supersededAt) return 'superseded';
  return link.expiresAt <= now ? 'expired' : 'used';
}
