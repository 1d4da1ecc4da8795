/**
 * What went wrong with a call:
 * - `network`: the server could not be reached (status 0);
 * - `http`: the server answered with a failure (status and its message);
 * - `format`: the answer was not the JSON envelope the shop expects.
 */
export type ApiErrorKind = 'network' | 'http' | 'format';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    /** The parsed body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  /** The server's own `message`, when its answer carried one (never a status text or fallback). */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error as ApiError | null)?.name === 'ApiError';
}
