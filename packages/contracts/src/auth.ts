import { z } from 'zod';

/** What a signed access token carries; the admin gate reads `isAdmin`, the admin header reads `name`. */
export const accessTokenClaimsSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The signed-in user a guarded request carries. */
export interface AuthUser {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

export const AUTH_MESSAGES = {
  notAuthorized: 'Not authorized. Please login again.',
  adminOnly: 'Access denied. Admin privileges required.',
} as const;
