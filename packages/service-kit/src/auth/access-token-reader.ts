import { createPublicKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '@shop/contracts';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_ALGORITHM, authUserOf, claimsOf } from './access-token';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import { SessionRevocations } from './session-revocations';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The signed-in user of a request known only by its headers (a call the gateway forwarded inside
 * a batch), read as the guards read a request: `Authorization: Bearer <jwt>` or `token: <jwt>`,
 * the same signature, algorithm, issuer, audience, expiry, claims and revocation checks. A missing or
 * unusable token is an anonymous caller, as with OptionalSignInGuard.
 */
@Injectable()
export class AccessTokenReader {
  private readonly key: KeyObject;

  constructor(
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
    private readonly revocations: SessionRevocations,
  ) {
    this.key = createPublicKey(options.publicKey);
  }

  userOf(headers: { authorization?: string; token?: string }): AuthUser | undefined {
    const token = BEARER.exec(headers.authorization ?? '')?.[1] ?? headers.token;
    if (!token) return undefined;
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: this.options.issuer,
        audience: this.options.audience,
      });
      const claims = claimsOf(payload);
      if (!claims || this.revocations.isRevoked(claims.id, claims.sv)) return undefined;
      return authUserOf(claims);
    } catch {
      return undefined;
    }
  }
}
