import type {
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  UnverifiedLogin,
  VerifyEmailResponse,
} from '@shop/contracts';
import {
  apiRequest,
  devContracts,
  deviceTypeOf,
  isApiError,
  sessionTrafficSource,
  type ApiError,
} from '@shop/storefront-sdk';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUp extends Credentials {
  name: string;
}

/**
 * Where this session came from and on what device, sent with a sign-up or a login so the shop's
 * analytics credit it to its source (docs/product/chat-and-tracking.md#traffic-source). Never in
 * the way of signing in.
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
  return apiRequest(devContracts?.registerResponseSchema, '/api/user/register', {
    method: 'POST',
    body: { ...signUp, ...visitContext() },
  });
}

/** POST /api/user/login. A 403 for an unverified address is told apart by isUnverifiedLogin. */
export function login(credentials: Credentials): Promise<LoginResponse> {
  return apiRequest(devContracts?.loginResponseSchema, '/api/user/login', {
    method: 'POST',
    body: { ...credentials, ...visitContext() },
  });
}

/** POST /api/user/admin: a login's answer; 401 for anyone who is not an admin. */
export function adminLogin(credentials: Credentials): Promise<LoginResponse> {
  return apiRequest(devContracts?.loginResponseSchema, '/api/user/admin', {
    method: 'POST',
    body: credentials,
  });
}

/** POST /api/user/resend-verification: the same answer whether or not the address is known. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return apiRequest(devContracts?.messageResponseSchema, '/api/user/resend-verification', {
    method: 'POST',
    body: { email },
  });
}

/** POST /api/user/verify-email: the link's token for a login token (the link works once). */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest(devContracts?.verifyEmailResponseSchema, '/api/user/verify-email', {
    method: 'POST',
    body: { token },
  });
}

/** POST /api/user/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiRequest(devContracts?.messageResponseSchema, '/api/user/forgot-password', {
    method: 'POST',
    body: { email },
  });
}

/** POST /api/user/reset-password: the link's token and the new password (the link works once). */
export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest(devContracts?.messageResponseSchema, '/api/user/reset-password', {
    method: 'POST',
    body: { token, password },
  });
}

/** A login refused because the address is not verified yet (403, `emailVerified: false`). */
export function isUnverifiedLogin(error: unknown): error is ApiError & { body: UnverifiedLogin } {
  return (
    isApiError(error) &&
    error.status === 403 &&
    (error.body as Partial<UnverifiedLogin> | undefined)?.emailVerified === false
  );
}
