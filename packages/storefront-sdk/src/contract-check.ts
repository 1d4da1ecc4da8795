import type { AnswerOf, AnswerSchema } from '@shop/contracts';
import { ApiError } from './api-error';

/**
 * docs/product/api-and-errors.md#unreadable-answers: what a screen says of an unreadable answer.
 */
export const INVALID_RESPONSE_FORMAT = 'Invalid response format';

/**
 * The answer as its contract types it. Given the schema (development and tests: see
 * dev-contracts.ts), an answer that breaks it is a format error carrying the schema's issues;
 * without one (production builds) the contract is trusted, as the services build their answers
 * with the same types. Either way the caller gets the body itself, not a parsed copy, so every
 * build hands the screens the same object.
 */
export function answerOf<Schema extends AnswerSchema>(
  schema: Schema | undefined,
  body: unknown,
  status: number,
): AnswerOf<Schema> {
  if (schema) {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new ApiError(INVALID_RESPONSE_FORMAT, status, 'format', {
        issues: result.error.issues,
      });
    }
  }
  return body as AnswerOf<Schema>;
}
