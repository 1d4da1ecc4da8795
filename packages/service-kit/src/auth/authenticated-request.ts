import type { AuthUser } from '@shop/contracts';
import type { Request } from 'express';
import type { VerifiedAccessToken } from './access-token';

export interface AuthenticatedRequest extends Request {
  user: AuthUser;
  /** The verified token's claims, issue and expiry times included. */
  accessToken: VerifiedAccessToken;
}
