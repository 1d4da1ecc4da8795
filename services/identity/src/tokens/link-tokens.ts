import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '@shop/service-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LinkTokensTable } from './link-tokens.table';

/** 256 bits: a link cannot be guessed. */
const TOKEN_BYTES = 32;

/** SHA-256, hex: a token of 256 random bits needs no salt or slow hash. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RefusedLink = 'unknown' | 'expired' | 'used' | 'superseded';

export type Redemption =
  { redeemed: true; userId: string } | { redeemed: false; reason: RefusedLink };

/** The links of one kind (verification, password reset), each working once for `lifetimeMs`. */
export function linkTokens(table: LinkTokensTable, lifetimeMs: number) {
  return {
    /**
     * A new link token for the user; every earlier unused link of theirs stops working. Returns
     * the token itself, which only the mail carries: the table keeps its hash.
     */
    async issue(tx: DbOrTx, userId: string): Promise<string> {
      const now = new Date();
      await tx
        .update(table)
        .set({ supersededAt: now })
        .where(and(eq(table.userId, userId), isNull(table.usedAt), isNull(table.supersededAt)));
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await tx.insert(table).values({
        userId,
        tokenHash: hashLinkToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
      return token;
    },

    /** The account the link was sent for, working or not; undefined for a link never sent. */
    async accountOf(tx: DbOrTx, token: string): Promise<string | undefined> {
      const [link] = await tx
        .select({ userId: table.userId })
        .from(table)
        .where(eq(table.tokenHash, hashLinkToken(token)));
      return link?.userId;
    },

    /**
     * Marks the link used if it still works. The check and the mark are one conditional update,
     * so of two clicks at once one redeems the link and the other finds it used.
     */
    async redeem(tx: DbOrTx, token: string): Promise<Redemption> {
      const tokenHash = hashLinkToken(token);
      const now = new Date();
      const [redeemed] = await tx
        .update(table)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(table.tokenHash, tokenHash),
            isNull(table.usedAt),
            isNull(table.supersededAt),
            gt(table.expiresAt, now),
          ),
        )
        .returning({ userId: table.userId });
      if (redeemed) return { redeemed: true, userId: redeemed.userId };

      const [link] = await tx.select().from(table).where(eq(table.tokenHash, tokenHash));
      return { redeemed: false, reason: whyRefused(link, now) };
    },
  };
}

function whyRefused(link: LinkTokensTable['$inferSelect'] | undefined, now: Date): RefusedLink {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  if (link.supersededAt) return 'superseded';
  return link.expiresAt <= now ? 'expired' : 'used';
}
