import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AdminGuard, SignedInGuard } from '@shop/service-kit';
import type { Request } from 'express';

/**
 * The shop's list is public; the back office's `admin=true` list also shows Draft and Inactive
 * products, so it takes an admin token like every other admin call (401 without, 403 for others).
 */
@Injectable()
export class AdminListingGuard implements CanActivate {
  constructor(
    private readonly signedIn: SignedInGuard,
    private readonly admin: AdminGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.query.admin !== 'true') return true;
    return (await this.signedIn.canActivate(context)) && this.admin.canActivate(context);
  }
}
