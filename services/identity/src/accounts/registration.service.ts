import { ConflictException, Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  USER_MESSAGES,
  type RegisterRequest,
  type RegisterResponse,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database, type DbOrTx } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../users/passwords';
import { lockUserByEmail, toPublicUser } from '../users/users.repository';
import { users, type UserRow } from '../users/users.table';
import { VerificationMailer } from '../verification/verification-mailer';
import { verificationLinks } from '../verification/verification-tokens';

@Injectable()
export class RegistrationService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly mailer: VerificationMailer,
  ) {}

  /**
   * An unverified account, its verification link and the `registered` event commit together;
   * the mail goes out after the commit, and the account stays if it cannot be sent.
   *
   * An address whose account is not verified yet proves nothing about who signed up with it, so
   * a new sign-up replaces that pending registration (name, spelling, password) and its links:
   * the account opens with the password of whoever follows the newest link from that mailbox.
   */
  async register(input: RegisterRequest): Promise<RegisterResponse> {
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await this.db.transaction(async (tx) => {
      const user =
        (await this.createAccount(tx, input, passwordHash)) ??
        (await this.replacePendingRegistration(tx, input, passwordHash));
      return { user, token: await verificationLinks.issue(tx, user.id) };
    });
    const emailSent = await this.mailer.send(user, token);
    return {
      success: true,
      message: emailSent ? USER_MESSAGES.registered : USER_MESSAGES.registeredMailFailed,
      user: toPublicUser(user),
      emailSent,
    };
  }

  /** The new account, or undefined when the address has one already. */
  private async createAccount(
    tx: DbOrTx,
    input: RegisterRequest,
    passwordHash: string,
  ): Promise<UserRow | undefined> {
    // The unique index on lower(email) decides between two sign-ups at once: the second
    // waits for the first and inserts nothing.
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    await this.bus.emit(tx, SUBJECTS.userRegistered, {
      userId: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      ...(input.trafficSource ? { trafficSource: input.trafficSource } : {}),
    });
    return user;
  }

  /**
   * The address's account with this sign-up's name, spelling and password, while it waits for
   * verification. Its row stays locked to the commit, so a click on one of its links either
   * verified it before (and this sign-up is refused) or waits and finds its link superseded.
   * No second `registered` event: it is the same account, which was counted when it was made.
   */
  private async replacePendingRegistration(
    tx: DbOrTx,
    input: RegisterRequest,
    passwordHash: string,
  ): Promise<UserRow> {
    const pending = await lockUserByEmail(tx, input.email);
    if (!pending || pending.emailVerified) throw new ConflictException(USER_MESSAGES.emailTaken);
    const [user] = await tx
      .update(users)
      .set({ name: input.name, email: input.email, passwordHash })
      .where(eq(users.id, pending.id))
      .returning();
    return user;
  }
}
