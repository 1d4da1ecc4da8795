import type { AccessTokenClaims } from '@shop/contracts';
import { signAccessToken, type TokenLifetime, type TokenVerification } from '../auth/access-token';
import {
  DEVELOPMENT_KEYS_DIR,
  developmentKeyPair,
  type SigningKeyPair,
} from '../auth/signing-keys';
import { DEFAULT_JWT_AUDIENCE, DEFAULT_JWT_ISSUER } from '../config/service-config';

let keys: SigningKeyPair | undefined;

/**
 * One key pair for every test of this checkout, as identity would hold it: made once into the
 * repository's `.data/` (RSA generation takes a quarter of a second, and each test file would
 * otherwise make its own), then read.
 */
export function testSigningKeys(): SigningKeyPair {
  keys ??= developmentKeyPair(DEVELOPMENT_KEYS_DIR, 'test-signing-key.pem');
  return keys;
}

/** The settings that hand the test key pair to a service (identity reads the private key). */
export function testKeySettings(): Record<string, string> {
  const { privateKey, publicKey } = testSigningKeys();
  return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey };
}

export function testTokenVerification(): TokenVerification {
  return {
    publicKey: testSigningKeys().publicKey,
    issuer: DEFAULT_JWT_ISSUER,
    audience: DEFAULT_JWT_AUDIENCE,
  };
}

/** A login token for `claims`, signed as identity signs them (with the test keys by default). */
export function signTestToken(
  claims: AccessTokenClaims,
  expiresIn: TokenLifetime = '1h',
  privateKey: string = testSigningKeys().privateKey,
): string {
  return signAccessToken(claims, {
    privateKey,
    issuer: DEFAULT_JWT_ISSUER,
    audience: DEFAULT_JWT_AUDIENCE,
    expiresIn,
  });
}
