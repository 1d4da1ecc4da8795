import {
  BadRequestException,
  ConflictException,
  GoneException,
  HttpException,
  Injectable,
} from '@nestjs/common';
import {
  SUBJECTS,
  USER_MESSAGES,
  type MessageResponse,
  type VerifyEmailResponse,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { RESENDS } from '../rate-limits/rate-limits';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { AccessTokens } from '../tokens/access-tokens';
import type { RefusedLink } from '../tokens/link-tokens';
import { lockUserByEmail, lockUserById, toPublicUser } from '../users/users.repository';
import { users } from '../users/users.table';
import { VerificationMailer } from './verification-mailer';
import { verificationLinks } from './verification-tokens';

/**
 * Why a link does not work, never as 404: the verify page reads a 404 as "the verification
 * service is not there".
 */
const REFUSALS: Record<RefusedLink, () => HttpException> = {
  unknown: () => new BadRequestException(USER_MESSAGES.verifyTokenUnknown),
  expired: () => new GoneException(USER_MESSAGES.verifyTokenExpired),
  used: () => new ConflictException(USER_MESSAGES.verifyTokenUsed),
  superseded: () => new GoneException(USER_MESSAGES.verifyTokenSuperseded),
};

@Injectable()
export class VerificationService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly tokens: AccessTokens,
    private readonly mailer: VerificationMailer,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Confirms the address of the link's account and signs them in, with the password of the
   * registration the link was sent for: a later sign-up with the address replaces the pending
   * registration and supersedes its links. The account's row is locked before the link is
   * redeemed, so a sign-up under way either finishes first (and the link is refused as
   * superseded) or waits and finds the address verified.
   */
  async verify(token: string): Promise<VerifyEmailResponse> {
    const outcome = await this.db.transaction(async (tx) => {
      const userId = await verificationLinks.accountOf(tx, token);
      if (userId) await lockUserById(tx, userId);
      const redemption = await verificationLinks.redeem(tx, token);
      if (!redemption.redeemed) return redemption;
      const [user] = await tx
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, redemption.userId))
        .returning();
      await this.bus.emit(tx, SUBJECTS.userVerified, {
        userId: user.id,
        email: user.email,
        at: new Date().toISOString(),
      });
      return { redeemed: true as const, user };
    });
    if (!outcome.redeemed) throw REFUSALS[outcome.reason]();
    return {
      success: true,
      message: USER_MESSAGES.verified,
      token: this.tokens.issue(outcome.user),
      user: toPublicUser(outcome.user),
    };
  }

  /**
   * A new link for an account still waiting for verification; older links stop working. The
   * answer is the same, and as quick, whether or not there is such an account: the mail goes
   * out after it.
   */
  async resend(email: string, clientAddress: string): Promise<MessageResponse> {
    await this.limiter.take(RESENDS, { email, clientAddress });
    const pending = await this.db.transaction(async (tx) => {
      const user = await lockUserByEmail(tx, email);
      if (!user || user.emailVerified) return undefined;
      return { user, token: await verificationLinks.issue(tx, user.id) };
    });
    if (pending) void this.mailer.send(pending.user, pending.token);
    return { success: true, message: USER_MESSAGES.resent };
  }
}
