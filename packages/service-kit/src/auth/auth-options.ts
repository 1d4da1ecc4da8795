/** Nest injection token for what the guards need to check a token. */
export const AUTH_OPTIONS = 'AUTH_OPTIONS';

export interface AuthOptions {
  jwtSecret: string;
}
