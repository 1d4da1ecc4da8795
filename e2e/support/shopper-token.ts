import type { AccessTokenClaims } from '@shop/contracts';
import { signTestToken } from '@shop/service-kit/testing';
import type { RunningPlatform } from '../../scripts/platform/launch.cjs';

/** A token signed with the platform's key, as identity would issue it. */
const tokenFor = (platform: RunningPlatform, claims: AccessTokenClaims) =>
  signTestToken(claims, '1h', platform.signingKeys.privateKey);

/** A signed-in shopper's token. */
export function shopperToken(platform: RunningPlatform): string {
  return tokenFor(platform, {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'shopper@example.com',
    name: 'Sam Shopper',
    isAdmin: false,
  });
}

/** An admin's token, which the admin gate has the server confirm. */
export function adminToken(platform: RunningPlatform): string {
  return tokenFor(platform, {
    id: '00000000-0000-4000-8000-00000000000a',
    email: 'admin@example.com',
    name: 'Ada Admin',
    isAdmin: true,
  });
}
