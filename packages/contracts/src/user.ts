import { z } from 'zod';
import { deviceSchema, trafficSourceSchema } from './traffic';
import {
  EMAIL_MAX_LENGTH,
  isStrongPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_MESSAGES,
} from './user-messages';

export * from './user-messages';

export const emailSchema = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }));

export const newPasswordSchema = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong)
  .refine(isStrongPassword, USER_MESSAGES.passwordWeak);

const password = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

/** What the storefront knows of the visit, sent along so analytics can credit the sign-up. */
const visit = {
  trafficSource: trafficSourceSchema.optional(),
  device: deviceSchema.optional(),
};

export const registerRequestSchema = z.object({
  name: z
    .string({ error: USER_MESSAGES.nameRequired })
    .trim()
    .min(1, USER_MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong),
  email: emailSchema,
  password: newPasswordSchema,
  ...visit,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password, ...visit });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The token of a link sent by e-mail; a longer one than any sent is simply unknown. */
const linkToken = (required: string, unknown: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, unknown);

export const verifyEmailRequestSchema = z.object({
  token: linkToken(USER_MESSAGES.verifyTokenRequired, USER_MESSAGES.verifyTokenUnknown),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const resendVerificationRequestSchema = z.object({ email: emailSchema });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The new password follows the sign-up's rule. */
export const resetPasswordRequestSchema = z.object({
  token: linkToken(USER_MESSAGES.resetTokenRequired, USER_MESSAGES.resetTokenUnknown),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  createdAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  emailSent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().min(1),
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** 403 from POST /api/user/login for an address that is not verified yet: the page offers a resend. */
export const unverifiedLoginSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  emailVerified: z.literal(false),
  email: z.string(),
});
export type UnverifiedLogin = z.infer<typeof unverifiedLoginSchema>;

/** The verified shopper is signed in: the answer is a login's. */
export const verifyEmailResponseSchema = loginResponseSchema;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
