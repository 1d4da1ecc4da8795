import { MEASUREMENT_FIELDS } from '@shop/contracts';
import { isApiError } from '@shop/storefront-sdk';
import type { MeasurementFormField } from './measurement-form';

export type FieldErrors = Partial<Record<MeasurementFormField, string>>;

/** Every field of the form, in its order. */
export const MEASUREMENT_FORM_FIELDS: readonly MeasurementFormField[] = [
  'unit',
  'category',
  'subcategory',
  ...MEASUREMENT_FIELDS,
  'notes',
  'madeToMeasure',
];
const FORM_FIELDS = new Set<string>(MEASUREMENT_FORM_FIELDS);

/**
 * The message of each field a 400 names, to show beside it: the server's form validation lists
 * them as `errors: [{ field, message }]`, first problem first.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: FieldErrors = {};
  const listed = (error.body as { errors?: unknown } | undefined)?.errors;
  for (const item of Array.isArray(listed) ? listed : []) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.split('.')[0] as MeasurementFormField;
    if (FORM_FIELDS.has(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}
