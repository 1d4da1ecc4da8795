import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@shop/contracts';
import type { AuthenticatedRequest } from './authenticated-request';

/** Runs after SignedInGuard: a signed-in user without the admin flag is refused with 403. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>();
    if (!request.user?.isAdmin) throw new ForbiddenException(AUTH_MESSAGES.adminOnly);
    return true;
  }
}
