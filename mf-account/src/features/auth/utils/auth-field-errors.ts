import { loginRequestSchema, registerRequestSchema, USER_MESSAGES } from '@shop/contracts';

export const AUTH_FIELDS = ['name', 'email', 'password'] as const;
export type AuthFieldName = (typeof AUTH_FIELDS)[number];
export type AuthFields = Record<AuthFieldName, string>;
export type AuthErrors = Partial<Record<AuthFieldName, string>>;

/** The server's refusals that are about one field, so they can be shown beside it. */
const FIELD_OF_MESSAGE = new Map<string, AuthFieldName>([
  [USER_MESSAGES.nameRequired, 'name'],
  [USER_MESSAGES.nameTooLong, 'name'],
  [USER_MESSAGES.emailRequired, 'email'],
  [USER_MESSAGES.emailInvalid, 'email'],
  [USER_MESSAGES.emailTaken, 'email'],
  [USER_MESSAGES.passwordRequired, 'password'],
  [USER_MESSAGES.passwordTooLong, 'password'],
  [USER_MESSAGES.passwordWeak, 'password'],
  [USER_MESSAGES.loginFailed, 'password'],
]);

export const fieldOfMessage = (message: string): AuthFieldName | undefined =>
  FIELD_OF_MESSAGE.get(message);

const isAuthField = (key: unknown): key is AuthFieldName =>
  AUTH_FIELDS.includes(key as AuthFieldName);

/** Each field's first problem, by the rules the server applies to the same request. */
export function authFieldErrors(signingUp: boolean, fields: AuthFields): AuthErrors {
  const result = signingUp
    ? registerRequestSchema.safeParse(fields)
    : loginRequestSchema.safeParse({ email: fields.email, password: fields.password });
  const errors: AuthErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if (isAuthField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first field in the form's order that has an error. */
export const firstInError = (errors: AuthErrors): AuthFieldName | undefined =>
  AUTH_FIELDS.find((field) => errors[field]);
