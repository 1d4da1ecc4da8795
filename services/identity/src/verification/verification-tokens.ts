import type { DbOrTx } from '@shop/service-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashLinkToken, newLinkToken, whyRefused, type Redemption } from '../tokens/link-tokens';
import { verificationTokens } from './verification-tokens.table';

/** How long a verification link works (the verify page tells the shopper so). */
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

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
  const { token, tokenHash } = newLinkToken();
  await tx.insert(verificationTokens).values({
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_LIFETIME_MS),
  });
  return token;
}

/** The account the link was sent for, working or not; undefined for a link never sent. */
export async function accountOfVerificationToken(
  tx: DbOrTx,
  token: string,
): Promise<string | undefined> {
  const [link] = await tx
    .select({ userId: verificationTokens.userId })
    .from(verificationTokens)
    .where(eq(verificationTokens.tokenHash, hashLinkToken(token)));
  return link?.userId;
}

/**
 * Marks the link used if it still works. The check and the mark are one conditional update, so
 * of two clicks at once one redeems the link and the other finds it used.
 */
export async function redeemVerificationToken(tx: DbOrTx, token: string): Promise<Redemption> {
  const tokenHash = hashLinkToken(token);
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
