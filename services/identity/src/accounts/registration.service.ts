import { ConflictException, Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  USER_MESSAGES,
  type RegisterRequest,
  type RegisterResponse,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { hashPassword } from '../users/passwords';
import { toPublicUser } from '../users/users.repository';
import { users } from '../users/users.table';
import { VerificationMailer } from '../verification/verification-mailer';
import { issueVerificationToken } from '../verification/verification-tokens';

@Injectable()
export class RegistrationService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly mailer: VerificationMailer,
  ) {}

  /**
   * An unverified account, its first verification link and the `registered` event commit
   * together; the mail goes out after the commit, and the account stays if it cannot be sent.
   */
  async register(input: RegisterRequest): Promise<RegisterResponse> {
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await this.db.transaction(async (tx) => {
      // The unique index on lower(email) decides between two sign-ups at once: the second
      // waits for the first and inserts nothing.
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new ConflictException(USER_MESSAGES.emailTaken);
      const token = await issueVerificationToken(tx, user.id);
      await this.bus.emit(tx, SUBJECTS.userRegistered, {
        userId: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
        ...(input.trafficSource ? { trafficSource: input.trafficSource } : {}),
      });
      return { user, token };
    });
    const emailSent = await this.mailer.send(user, token);
    return {
      success: true,
      message: emailSent ? USER_MESSAGES.registered : USER_MESSAGES.registeredMailFailed,
      user: toPublicUser(user),
      emailSent,
    };
  }
}
