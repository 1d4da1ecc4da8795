import { z } from 'zod';

/** What a signed access token carries; the admin gate reads `isAdmin`, the admin header reads `name`. */
export const accessTokenClaimsSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  /**
   * The account's session version when the token was issued: ending the account's sessions
   * raises it, and a token below it is refused. Tokens without it count as version 0.
   */
  sv: z.number().int().min(0).optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The signed-in user a guarded request carries: its token's claims, the id named `userId`. */
export type AuthUser = Pick<AccessTokenClaims, 'email' | 'name' | 'isAdmin'> & { userId: string };

/** POST /api/admin/debug-token: the admin gate's server check of a stored token. */
export const debugTokenResponseSchema = z.object({
  success: z.literal(true),
  decoded: accessTokenClaimsSchema.extend({
    iat: z.number().int(),
    exp: z.number().int(),
    iss: z.string(),
    aud: z.union([z.string(), z.array(z.string())]),
  }),
});
export type DebugTokenResponse = z.infer<typeof debugTokenResponseSchema>;

/** The whole answer identity sends; the admin gate reads only `decoded`. */
export const debugTokenAnswerSchema = debugTokenResponseSchema.extend({ message: z.string() });
export type DebugTokenAnswer = z.infer<typeof debugTokenAnswerSchema>;

export const AUTH_MESSAGES = {
  notAuthorized: 'Not authorized. Please login again.',
  adminOnly: 'Access denied. Admin privileges required.',
  /** What the back office shows on any 401 (docs/product/api-and-errors.md#back-office-errors). */
  sessionExpired: 'Session expired. Please login again.',
} as const;

/** POST /api/user/logout-all: every token of the account stops working, this one included. */
export const logoutAllResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;
