import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ERROR_MESSAGES } from '../errors/error-messages';
import { findNulCharacter } from './nul-characters';

/**
 * Validates (and coerces) a body, query or parameter with a contracts schema; a failure is a 400
 * whose message names each offending field, e.g. `price.base: Too small: expected number to be >0`,
 * or is `message` when one is given (`'Invalid product id'`). Text holding a NUL character is
 * refused too, whatever the schema: PostgreSQL cannot store it, so it would fail as a 500.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly message?: string,
  ) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      throw new BadRequestException(this.message ?? describeIssues(result.error.issues));
    }
    const nul = findNulCharacter(result.data);
    if (nul) {
      const field = nul.join('.');
      throw new BadRequestException(
        this.message ?? `${field || 'Text'}: ${ERROR_MESSAGES.nulCharacter}`,
      );
    }
    return result.data;
  }
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
