import {
  loginResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
  type LoginResponse,
  type MessageResponse,
  type PublicUser,
  type RegisterResponse,
  type UnverifiedLogin,
  type VerifyEmailResponse,
} from '@shop/contracts';
import {
  apiRequest,
  checkContract,
  deviceTypeOf,
  INVALID_RESPONSE_FORMAT,
  isApiError,
  sessionTrafficSource,
  type ApiError,
  type ContractSchema,
} from '@shop/storefront-sdk';

/** An answer that breaks its contract (checked outside production only). */
export const INVALID_AUTH_ANSWER = INVALID_RESPONSE_FORMAT;

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUp extends Credentials {
  name: string;
}

/** POST /api/user/admin: like a login, without a message. */
export interface AdminLoginResponse {
  success: true;
  message?: string;
  token: string;
  user: PublicUser;
}

/**
 * POSTs to an account endpoint and, outside production, checks the answer against `schema`.
 * Callers pass the schema behind `process.env.NODE_ENV !== 'production'`, so a production build
 * drops it, and zod with it.
 */
async function post<T>(path: string, body: unknown, schema?: ContractSchema): Promise<T> {
  const answer = await apiRequest<T>(path, { method: 'POST', body });
  if (schema) checkContract(schema, answer, INVALID_AUTH_ANSWER);
  return answer;
}

/**
 * Where this session came from and on what device, sent with a sign-up or a login so the shop's
 * analytics credit it to its source (storefront spec §9). Never in the way of signing in.
 */
function visitContext() {
  try {
    return {
      trafficSource: sessionTrafficSource(),
      device: { type: deviceTypeOf(navigator.userAgent) },
    };
  } catch {
    return {};
  }
}

/** POST /api/user/register: 201 with the new user; the server tells whether the e-mail went out. */
export function register(signUp: SignUp): Promise<RegisterResponse> {
  return post(
    '/api/user/register',
    { ...signUp, ...visitContext() },
    process.env.NODE_ENV !== 'production' ? registerResponseSchema : undefined,
  );
}

/** POST /api/user/login. A 403 for an unverified address is told apart by isUnverifiedLogin. */
export function login(credentials: Credentials): Promise<LoginResponse> {
  return post(
    '/api/user/login',
    { ...credentials, ...visitContext() },
    process.env.NODE_ENV !== 'production' ? loginResponseSchema : undefined,
  );
}

/** POST /api/user/admin: 401 for anyone who is not an admin. */
export function adminLogin(credentials: Credentials): Promise<AdminLoginResponse> {
  return post(
    '/api/user/admin',
    credentials,
    process.env.NODE_ENV !== 'production'
      ? loginResponseSchema.partial({ message: true })
      : undefined,
  );
}

/** POST /api/user/resend-verification: the same answer whether or not the address is known. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return post('/api/user/resend-verification', { email });
}

/** POST /api/user/verify-email: the link's token for a login token (the link works once). */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return post(
    '/api/user/verify-email',
    { token },
    process.env.NODE_ENV !== 'production' ? verifyEmailResponseSchema : undefined,
  );
}

/** POST /api/user/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return post(
    '/api/user/forgot-password',
    { email },
    process.env.NODE_ENV !== 'production' ? messageResponseSchema : undefined,
  );
}

/** POST /api/user/reset-password: the link's token and the new password (the link works once). */
export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return post(
    '/api/user/reset-password',
    { token, password },
    process.env.NODE_ENV !== 'production' ? messageResponseSchema : undefined,
  );
}

/** A login refused because the address is not verified yet (403, `emailVerified: false`). */
export function isUnverifiedLogin(error: unknown): error is ApiError & { body: UnverifiedLogin } {
  return (
    isApiError(error) &&
    error.status === 403 &&
    (error.body as Partial<UnverifiedLogin> | undefined)?.emailVerified === false
  );
}
