import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@shop/contracts';
import type { AuthenticatedRequest } from './authenticated-request';
import { SessionRevocations } from './session-revocations';

/**
 * Lets a request through only with a valid login token (the passport-jwt strategy), attaching
 * the user, and only while the account's sessions have not been ended since the token was
 * issued; anything else is a 401 with the shop's message.
 */
@Injectable()
export class SignedInGuard extends AuthGuard('jwt') {
  constructor(private readonly revocations: SessionRevocations) {
    super();
  }

  override handleRequest<User>(
    error: unknown,
    user: User | false,
    _info: unknown,
    context: ExecutionContext,
  ): User {
    if (error || !user || revokedToken(context, this.revocations))
      throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
    return user;
  }
}

/**
 * Checked here rather than in the strategy: passport keeps one strategy per name for the whole
 * process, while each app (several in one test process) has its own revocations.
 */
export function revokedToken(context: ExecutionContext, revocations: SessionRevocations): boolean {
  const { accessToken } = context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>();
  return !!accessToken && revocations.isRevoked(accessToken.id, accessToken.sv);
}
