import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@shop/contracts';
import { AdminGuard } from './admin.guard';
import { AuthGuard } from './auth.guard';
import type { AuthenticatedRequest } from './authenticated-request';

/** Signed-in users only: 401 without a valid token. */
export const SignedIn = () => applyDecorators(UseGuards(AuthGuard));

/** Admins only: 401 without a valid token, 403 for a signed-in non-admin. */
export const AdminOnly = () => applyDecorators(UseGuards(AuthGuard, AdminGuard));

/** The signed-in user of a guarded route. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
