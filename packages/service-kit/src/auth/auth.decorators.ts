import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@shop/contracts';
import type { VerifiedAccessToken } from './access-token';
import { AdminGuard } from './admin.guard';
import { SignedInGuard } from './auth.guard';
import type { AuthenticatedRequest } from './authenticated-request';

/** Signed-in users only: 401 without a valid token. */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard));

/** Admins only: 401 without a valid token, 403 for a signed-in non-admin. */
export const AdminOnly = () => applyDecorators(UseGuards(SignedInGuard, AdminGuard));

/** The signed-in user of a guarded route. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/** The verified claims of a guarded route's token (issue and expiry times included). */
export const CurrentAccessToken = createParamDecorator(
  (_: unknown, context: ExecutionContext): VerifiedAccessToken =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().accessToken,
);
