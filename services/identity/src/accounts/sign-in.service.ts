import { Injectable, UnauthorizedException } from '@nestjs/common';
import { SUBJECTS, USER_MESSAGES, type LoginRequest, type LoginResponse } from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { ADMIN_LOGIN_FAILURES, LOGIN_FAILURES, type RateLimit } from '../rate-limits/rate-limits';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { AccessTokens } from '../tokens/access-tokens';
import { passwordMatches } from '../users/passwords';
import { findUserByEmail, toPublicUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';

export type LoginOutcome =
  { signedIn: true; answer: LoginResponse } | { signedIn: false; unverified: UserRow };

@Injectable()
export class SignInService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly tokens: AccessTokens,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The storefront login. The password is checked first, so "not verified yet" is told only
   * to someone who knows it; a wrong address and a wrong password get the same answer.
   */
  async login(input: LoginRequest, clientAddress: string): Promise<LoginOutcome> {
    const user = await this.checkPassword(LOGIN_FAILURES, input, clientAddress);
    if (!user) throw new UnauthorizedException(USER_MESSAGES.loginFailed);
    if (!user.emailVerified) return { signedIn: false, unverified: user };
    return { signedIn: true, answer: await this.signIn(user, input) };
  }

  /** The back office login: only a verified admin with the right password gets a token. */
  async adminLogin(input: LoginRequest, clientAddress: string): Promise<LoginResponse> {
    const user = await this.checkPassword(ADMIN_LOGIN_FAILURES, input, clientAddress);
    if (!user || user.role !== 'admin' || !user.emailVerified)
      throw new UnauthorizedException(USER_MESSAGES.adminLoginFailed);
    return this.signIn(user, input);
  }

  /**
   * The account when the password is right, else undefined. The attempt is counted before the
   * password is checked and given back when it was right, so of many wrong passwords sent at
   * once only the limit's worth are checked. A hash is checked even for an unknown address, so
   * the time taken does not tell accounts apart.
   */
  private async checkPassword(
    limit: RateLimit,
    { email, password }: LoginRequest,
    clientAddress: string,
  ): Promise<UserRow | undefined> {
    const attempt = { email, clientAddress };
    await this.limiter.take(limit, attempt);
    const user = await findUserByEmail(this.db, email);
    if (!(await passwordMatches(user?.passwordHash, password))) return undefined;
    await this.limiter.giveBack(limit, attempt);
    return user;
  }

  private async signIn(user: UserRow, input: LoginRequest): Promise<LoginResponse> {
    await this.bus.emit(this.db, SUBJECTS.userLoggedIn, {
      userId: user.id,
      email: user.email,
      at: new Date().toISOString(),
      ...(input.trafficSource ? { trafficSource: input.trafficSource } : {}),
      ...(input.device ? { device: input.device } : {}),
    });
    return {
      success: true,
      message: USER_MESSAGES.loggedIn,
      token: this.tokens.issue(user),
      user: toPublicUser(user),
    };
  }
}
