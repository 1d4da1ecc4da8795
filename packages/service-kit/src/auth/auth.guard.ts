import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@shop/contracts';

/**
 * Lets a request through only with a valid login token (the passport-jwt strategy), attaching
 * the user; anything else is a 401 with the shop's message.
 */
@Injectable()
export class SignedInGuard extends AuthGuard('jwt') {
  override handleRequest<User>(error: unknown, user: User | false): User {
    if (error || !user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
    return user;
  }
}
