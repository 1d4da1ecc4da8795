import { z } from 'zod';
import { paginationSchema } from './envelope';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from './product-query';
import {
  LENGTH_BOUNDS,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_FIELDS,
  MEASUREMENT_MESSAGES,
  MEASUREMENT_NOTES_MAX_LENGTH,
  MEASUREMENT_SUBCATEGORIES,
  MEASUREMENT_UNITS,
  WEIGHT_BOUNDS_KG,
  type MeasurementField,
} from './measurement-rules';

export * from './measurement-rules';

/** A form sends '' for an empty box and numbers as text; both are read here. */
function measurementValue(field: MeasurementField) {
  return z.preprocess(
    (value: number | string | null | undefined) => {
      if (value === '' || value === null) return undefined;
      if (typeof value === 'string' && value.trim() !== '') return Number(value);
      return value;
    },
    z
      .number({ error: MEASUREMENT_MESSAGES.notANumber(field) })
      .finite(MEASUREMENT_MESSAGES.notANumber(field))
      .optional(),
  );
}

const measurementValues = Object.fromEntries(
  MEASUREMENT_FIELDS.map((field) => [field, measurementValue(field)]),
) as Record<MeasurementField, ReturnType<typeof measurementValue>>;

/** The body of POST and PUT /api/measurements. */
export const measurementsInputSchema = z
  .object({
    ...measurementValues,
    unit: z.enum(MEASUREMENT_UNITS, { error: 'Unit must be cm or in' }).default('cm'),
    category: z.enum(MEASUREMENT_CATEGORIES, { error: 'Category must be Men, Women or Kids' }),
    subcategory: z
      .enum(MEASUREMENT_SUBCATEGORIES, {
        error: 'Subcategory must be Shirts, Pants, Suits or Dresses',
      })
      .optional(),
    notes: z
      .string()
      .trim()
      .max(
        MEASUREMENT_NOTES_MAX_LENGTH,
        `Notes must be at most ${MEASUREMENT_NOTES_MAX_LENGTH} characters`,
      )
      .optional(),
    madeToMeasure: z.boolean({ error: 'Made-to-measure must be true or false' }).default(false),
  })
  .superRefine((input, ctx) => {
    const present = MEASUREMENT_FIELDS.filter((field) => input[field] !== undefined);
    if (present.length === 0)
      ctx.addIssue({ code: 'custom', message: MEASUREMENT_MESSAGES.atLeastOne });
    for (const field of present) {
      const value = input[field] as number;
      const [range, unit] =
        field === 'weight'
          ? [WEIGHT_BOUNDS_KG, 'kg']
          : [LENGTH_BOUNDS[input.unit][field], input.unit];
      if (value < range[0] || value > range[1])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: MEASUREMENT_MESSAGES.outOfRange(field, range, unit),
        });
    }
  });
export type MeasurementsInput = z.input<typeof measurementsInputSchema>;
export type Measurements = z.output<typeof measurementsInputSchema>;

/** A saved record as the API shows it; absent values are left out. */
export const measurementRecordSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  ...(Object.fromEntries(
    MEASUREMENT_FIELDS.map((field) => [field, z.number().optional()]),
  ) as Record<MeasurementField, z.ZodOptional<z.ZodNumber>>),
  unit: z.enum(MEASUREMENT_UNITS),
  category: z.enum(MEASUREMENT_CATEGORIES),
  subcategory: z.enum(MEASUREMENT_SUBCATEGORIES).optional(),
  notes: z.string().optional(),
  madeToMeasure: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MeasurementRecord = z.infer<typeof measurementRecordSchema>;

export const measurementResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: measurementRecordSchema,
});
export type MeasurementResponse = z.infer<typeof measurementResponseSchema>;

/**
 * GET /api/measurements/all (admin): each record's user populated as the screen shows it
 * (docs/product/admin.md#customer-measurements).
 */
export const adminMeasurementRecordSchema = measurementRecordSchema.extend({
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminMeasurementRecord = z.infer<typeof adminMeasurementRecordSchema>;

export const adminMeasurementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  category: z.enum(MEASUREMENT_CATEGORIES).optional(),
  subcategory: z.enum(MEASUREMENT_SUBCATEGORIES).optional(),
});
export type AdminMeasurementsQuery = z.infer<typeof adminMeasurementsQuerySchema>;

export const adminMeasurementsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(adminMeasurementRecordSchema),
  pagination: paginationSchema,
});
export type AdminMeasurementsResponse = z.infer<typeof adminMeasurementsResponseSchema>;
