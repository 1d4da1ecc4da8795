import type { TokenVerification } from './access-token';

/** Nest injection token for what the guards need to check a token. */
export const AUTH_OPTIONS = 'AUTH_OPTIONS';

export type AuthOptions = TokenVerification;
