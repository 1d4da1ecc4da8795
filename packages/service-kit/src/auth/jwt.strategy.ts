import { createPublicKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AuthUser } from '@shop/contracts';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_ALGORITHM, authUserOf, claimsOf } from './access-token';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import type { AuthenticatedRequest } from './authenticated-request';

/** The storefront sends `token: <jwt>`, the back office `Authorization: Bearer <jwt>`. */
const tokenFromRequest = ExtractJwt.fromExtractors([
  ExtractJwt.fromAuthHeaderAsBearerToken(),
  ExtractJwt.fromHeader('token'),
]);

/**
 * passport-jwt checks signature, algorithm, issuer, audience and expiry; `validate` the claims.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(AUTH_OPTIONS) options: AuthOptions) {
    super({
      jwtFromRequest: tokenFromRequest,
      // Parsed once here: given the PEM text, jsonwebtoken would parse it again for every request.
      secretOrKey: createPublicKey(options.publicKey) as unknown as string,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: options.issuer,
      audience: options.audience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  validate(request: Request, payload: unknown): AuthUser | false {
    const claims = claimsOf(payload);
    if (!claims) return false;
    (request as AuthenticatedRequest).accessToken = claims;
    return authUserOf(claims);
  }
}
