import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { describeUnstorableText } from './storable-text';

/**
 * How a refusal reads:
 * - by default its message names each offending field, e.g. `price.base: Too small: expected
 *   number to be >0`;
 * - a string: that message whatever the problem (`'Invalid product id'`);
 * - `'form'`: for a form people fill in, whose schema words its own messages ('Please select how
 *   you heard about us'): the first problem's message alone, and `errors` listing each field's
 *   (`[{ field: 'password', message: '...' }]`) so a page can show it beside its box.
 */
type ValidationMessage = string | 'form' | undefined;

interface FieldError {
  field: string;
  message: string;
}

/**
 * Validates (and coerces) a body, query or parameter with a contracts schema; a failure is a 400
 * worded as `message` says. Text PostgreSQL cannot store (a NUL character, a lone surrogate) is
 * refused too, whatever the schema: it would fail as a 500, perhaps after other work was done.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly message?: ValidationMessage,
  ) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const { issues } = result.error;
      if (this.message === 'form') {
        throw new BadRequestException({ message: issues[0].message, errors: fieldErrors(issues) });
      }
      throw new BadRequestException(this.message ?? describeIssues(issues));
    }
    const unstorable = describeUnstorableText(result.data);
    if (unstorable) {
      throw new BadRequestException(
        this.message === 'form' ? unstorable : (this.message ?? unstorable),
      );
    }
    return result.data;
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Each problem with the field it concerns ('' for the whole body), first problem first. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
