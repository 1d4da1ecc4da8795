import { accessTokenClaimsSchema, type AccessTokenClaims, type AuthUser } from '@shop/contracts';
import jwt from 'jsonwebtoken';

/** Tokens are HMAC-signed with one pinned algorithm; anything else is refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export type TokenLifetime = jwt.SignOptions['expiresIn'];

/** Signs a login token for `claims`; identity issues these, every service verifies them. */
export function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  expiresIn: NonNullable<TokenLifetime>,
): string {
  return jwt.sign(accessTokenClaimsSchema.parse(claims), secret, {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    expiresIn,
    subject: claims.id,
  });
}

/** The user a token speaks for, or undefined when it is forged, expired, undated or malformed. */
export function verifyAccessToken(token: string, secret: string): AuthUser | undefined {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: [ACCESS_TOKEN_ALGORITHM] });
  } catch {
    return undefined;
  }
  if (typeof payload === 'string' || typeof payload.exp !== 'number') return undefined;
  const claims = accessTokenClaimsSchema.safeParse(payload);
  if (!claims.success) return undefined;
  const { id, email, name, isAdmin } = claims.data;
  return { userId: id, email, name, isAdmin };
}
