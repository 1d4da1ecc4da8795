import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { revokedToken } from './auth.guard';
import type { AuthenticatedRequest } from './authenticated-request';
import { SessionRevocations } from './session-revocations';

/**
 * For public routes that show more to a signed-in user (an admin sees Draft products): reads the
 * login token when one is sent and attaches its user. A missing, invalid, expired or revoked
 * token leaves the request anonymous rather than refusing it.
 */
@Injectable()
export class OptionalSignInGuard extends AuthGuard('jwt') {
  constructor(private readonly revocations: SessionRevocations) {
    super();
  }

  /** Without a token there is nothing to read: the request stays anonymous at no cost. */
  override canActivate(context: ExecutionContext) {
    const { headers } = context.switchToHttp().getRequest<Request>();
    if (!headers.authorization && !headers.token) return true;
    return super.canActivate(context);
  }

  override handleRequest<User>(
    _error: unknown,
    user: User | false,
    _info: unknown,
    context: ExecutionContext,
  ): User | undefined {
    if (user && !revokedToken(context, this.revocations)) return user;
    delete context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>().accessToken;
    return undefined;
  }
}
