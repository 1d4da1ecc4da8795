import { publicUserSchema, USER_MESSAGES, type PublicUser } from '@shop/contracts';
import { fakeToken } from '@shop/storefront-sdk/testing';

/** A user as the identity API shows one, built through the contract's schema. */
export function userFixture(overrides: Partial<PublicUser> = {}): PublicUser {
  return publicUserSchema.parse({
    _id: '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'customer',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}

export const CUSTOMER_TOKEN = fakeToken({
  id: '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
});

export const ADMIN_TOKEN = fakeToken({
  id: '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d',
  name: 'Shop Admin',
  email: 'admin@example.com',
  isAdmin: true,
});

export const loginAnswer = (token: string, user = userFixture()) => ({
  body: { success: true, message: USER_MESSAGES.loggedIn, token, user },
});

export const refused = (status: number, message: string) => ({
  status,
  body: { success: false, message },
});

/** A form the server's validation refuses: the first problem, and each field's. */
export const invalidForm = (errors: Array<{ field: string; message: string }>) => ({
  status: 400,
  body: { success: false, message: errors[0].message, errors },
});

/** POST /api/user/login for an address that is not verified yet. */
export const unverifiedAnswer = (email = 'ada@example.com') => ({
  status: 403,
  body: { success: false, emailVerified: false, email, message: USER_MESSAGES.loginUnverified },
});
