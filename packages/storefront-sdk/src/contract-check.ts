import { ApiError } from './api-error';

/** Spec §8: what a screen says of an answer it cannot read. */
export const INVALID_RESPONSE_FORMAT = 'Invalid response format';

/** What the check needs of a contract schema (every zod schema has it). */
export interface ContractSchema {
  safeParse(body: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

/**
 * Throws a format error, carrying the schema's issues, when an answer breaks its contract.
 * Callers run it only outside production (`process.env.NODE_ENV !== 'production'`): the bundler
 * then drops the call, the schemas and zod from the shopper's scripts (docs/frontends.md, "The
 * browser and the contracts").
 */
export function checkContract(schema: ContractSchema, body: unknown, message: string): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(message, 200, 'format', { issues: result.error?.issues ?? [] });
  }
}
