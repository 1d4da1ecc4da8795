import { BadRequestException, Injectable } from '@nestjs/common';
import { USER_MESSAGES, type MessageResponse, type ResetPasswordRequest } from '@shop/contracts';
import { EventBus, InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { LOGIN_LIMITS, PASSWORD_RESETS } from '../rate-limits/rate-limits';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import type { RefusedLink } from '../tokens/link-tokens';
import { endSessions } from '../sessions/end-sessions';
import { hashPassword } from '../users/passwords';
import { lockUserByEmail, lockUserById } from '../users/users.repository';
import { users, type UserRow } from '../users/users.table';
import { PasswordResetMailer } from './password-reset-mailer';
import { passwordResetLinks } from './password-reset-tokens';

/** Each reason a link does not work, as a bad request: the page offers a new link for all. */
const REFUSALS: Record<RefusedLink, string> = {
  unknown: USER_MESSAGES.resetTokenUnknown,
  expired: USER_MESSAGES.resetTokenExpired,
  used: USER_MESSAGES.resetTokenUsed,
  superseded: USER_MESSAGES.resetTokenSuperseded,
};

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly mailer: PasswordResetMailer,
    private readonly limiter: RateLimiter,
    private readonly bus: EventBus,
  ) {}

  /**
   * Mails a reset link to the address of a verified account; older links stop working. The
   * answer is the same, and as quick, whether or not there is such an account: the mail goes out
   * after it. An address not verified yet gets nothing: no one has shown they read it.
   */
  async requestReset(email: string, clientAddress: string): Promise<MessageResponse> {
    await this.limiter.take(PASSWORD_RESETS, { email, clientAddress });
    const pending = await this.db.transaction(async (tx) => {
      const user = await lockUserByEmail(tx, email);
      if (!user?.emailVerified) return undefined;
      return { user, token: await passwordResetLinks.issue(tx, user.id) };
    });
    if (pending) void this.mailer.send(pending.user, pending.token);
    return { success: true, message: USER_MESSAGES.passwordResetRequested };
  }

  /**
   * Gives the link's account the new password. The account's row is locked before the link is
   * redeemed, so of two uses of one link at once the second waits and finds it used.
   */
  async resetPassword({ token, password }: ResetPasswordRequest): Promise<MessageResponse> {
    // Hashed first, so the row is not held while argon2 works.
    const passwordHash = await hashPassword(password);
    const outcome = await this.db.transaction(async (tx) => {
      const userId = await passwordResetLinks.accountOf(tx, token);
      const user = userId ? await lockUserById(tx, userId) : undefined;
      if (!user) return { reset: false as const, reason: 'unknown' as const };
      const redemption = await passwordResetLinks.redeem(tx, token);
      if (!redemption.redeemed) return { reset: false as const, reason: redemption.reason };
      await this.changePassword(tx, user, passwordHash);
      return { reset: true as const, user };
    });
    if (!outcome.reset) throw new BadRequestException(REFUSALS[outcome.reason]);
    // Wrong guesses before the reset no longer stand between the owner and the new password.
    await this.limiter.forget(LOGIN_LIMITS, outcome.user.email);
    return { success: true, message: USER_MESSAGES.passwordReset };
  }

  /**
   * Everything a new password changes, in the caller's transaction, with the row locked: every
   * session of the account ends, since whoever held the old password may hold one.
   */
  private async changePassword(
    tx: Transaction,
    user: UserRow,
    passwordHash: string,
  ): Promise<void> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endSessions(tx, this.bus, user.id, 'password-reset');
  }
}
