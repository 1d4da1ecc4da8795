import { accessTokenClaimsSchema, type AccessTokenClaims, type AuthUser } from '@shop/contracts';
import jwt from 'jsonwebtoken';

/**
 * Tokens are signed with identity's private RSA key and checked with its public key, one pinned
 * algorithm: a service that can verify tokens cannot mint them.
 */
export const ACCESS_TOKEN_ALGORITHM = 'RS256';

export type TokenLifetime = NonNullable<jwt.SignOptions['expiresIn']>;

/** What every service needs to check a token. */
export interface TokenVerification {
  publicKey: string;
  issuer: string;
  audience: string;
}

/** What identity needs to issue one. */
export interface TokenSigning {
  privateKey: string;
  issuer: string;
  audience: string;
  expiresIn: TokenLifetime;
}

/** A token's claims once its signature, issuer, audience and expiry have been checked. */
export interface VerifiedAccessToken extends AccessTokenClaims {
  iat: number;
  exp: number;
  iss: string;
  aud: string | string[];
}

/** Signs a login token for `claims`. */
export function signAccessToken(claims: AccessTokenClaims, signing: TokenSigning): string {
  return jwt.sign(accessTokenClaimsSchema.parse(claims), signing.privateKey, {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    expiresIn: signing.expiresIn,
    issuer: signing.issuer,
    audience: signing.audience,
    subject: claims.id,
  });
}

/** The claims of a verified payload, or undefined when it is undated or lacks a claim. */
export function claimsOf(payload: unknown): VerifiedAccessToken | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { iat, exp, iss, aud } = payload as jwt.JwtPayload;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !iss || !aud) return undefined;
  const claims = accessTokenClaimsSchema.safeParse(payload);
  return claims.success ? { ...claims.data, iat, exp, iss, aud } : undefined;
}

export function authUserOf({ id, email, name, isAdmin }: AccessTokenClaims): AuthUser {
  return { userId: id, email, name, isAdmin };
}
