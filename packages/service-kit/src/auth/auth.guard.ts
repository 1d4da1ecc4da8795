import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { AUTH_MESSAGES } from '@shop/contracts';
import type { Request } from 'express';
import { verifyAccessToken } from './access-token';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import type { AuthenticatedRequest } from './authenticated-request';

/**
 * Lets a request through only with a valid login token, sent either as `token: <jwt>` (the
 * storefront's habit) or `Authorization: Bearer <jwt>` (the back office's); attaches the user.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(@Inject(AUTH_OPTIONS) private readonly options: AuthOptions) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const token = tokenOf(request);
    const user = token ? verifyAccessToken(token, this.options.jwtSecret) : undefined;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
    (request as AuthenticatedRequest).user = user;
    return true;
  }
}

function tokenOf(request: Request): string | undefined {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  const token = request.headers.token;
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}
