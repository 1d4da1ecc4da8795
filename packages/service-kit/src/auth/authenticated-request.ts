import type { AuthUser } from '@shop/contracts';
import type { Request } from 'express';

export interface AuthenticatedRequest extends Request {
  user: AuthUser;
}
