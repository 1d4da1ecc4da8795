import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '@shop/service-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { verificationTokens, type VerificationTokenRow } from './verification-tokens.table';

/** How long a verification link works (the verify page tells the shopper so). */
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** 256 bits: a link cannot be guessed. */
const TOKEN_BYTES = 32;

function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link token for the user; every earlier link of theirs stops working. Returns the
 * token itself, which only the mail carries: the table keeps its hash.
 */
export async function issueVerificationToken(tx: DbOrTx, userId: string): Promise<string> {
  const now = new Date();
  await tx
    .update(verificationTokens)
    .set({ supersededAt: now })
    .where(
      and(
        eq(verificationTokens.userId, userId),
        isNull(verificationTokens.usedAt),
        isNull(verificationTokens.supersededAt),
      ),
    );
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.insert(verificationTokens).values({
    userId,
    tokenHash: hashVerificationToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_LIFETIME_MS),
  });
  return token;
}

export type RefusedLink = 'unknown' | 'expired' | 'used' | 'superseded';

export type Redemption =
  { redeemed: true; userId: string } | { redeemed: false; reason: RefusedLink };

/**
 * Marks the link used if it still works. The check and the mark are one conditional update, so
 * of two clicks at once one redeems the link and the other finds it used.
 */
export async function redeemVerificationToken(tx: DbOrTx, token: string): Promise<Redemption> {
  const tokenHash = hashVerificationToken(token);
  const now = new Date();
  const [redeemed] = await tx
    .update(verificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationTokens.tokenHash, tokenHash),
        isNull(verificationTokens.usedAt),
        isNull(verificationTokens.supersededAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: verificationTokens.userId });
  if (redeemed) return { redeemed: true, userId: redeemed.userId };

  const [link] = await tx
    .select()
    .from(verificationTokens)
    .where(eq(verificationTokens.tokenHash, tokenHash));
  return { redeemed: false, reason: whyRefused(link, now) };
}

function whyRefused(link: VerificationTokenRow | undefined, now: Date): RefusedLink {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  if (link.supersededAt) return 'superseded';
  return link.expiresAt <= now ? 'expired' : 'used';
}
