import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For public routes that show more to a signed-in user (an admin sees Draft products): reads the
 * login token when one is sent and attaches its user. A missing, invalid or expired token leaves
 * the request anonymous rather than refusing it.
 */
@Injectable()
export class OptionalSignInGuard extends AuthGuard('jwt') {
  override handleRequest<User>(_error: unknown, user: User | false): User | undefined {
    return user || undefined;
  }
}
