import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

/**
 * For public routes that show more to a signed-in user (an admin sees Draft products): reads the
 * login token when one is sent and attaches its user. A missing, invalid or expired token leaves
 * the request anonymous rather than refusing it.
 */
@Injectable()
export class OptionalSignInGuard extends AuthGuard('jwt') {
  /** Without a token there is nothing to read: the request stays anonymous at no cost. */
  override canActivate(context: ExecutionContext) {
    const { headers } = context.switchToHttp().getRequest<Request>();
    if (!headers.authorization && !headers.token) return true;
    return super.canActivate(context);
  }

  override handleRequest<User>(_error: unknown, user: User | false): User | undefined {
    return user || undefined;
  }
}
