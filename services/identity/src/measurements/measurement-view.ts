import {
  MEASUREMENT_FIELDS,
  type AdminMeasurementRecord,
  type MeasurementRecord,
  type Measurements,
} from '@shop/contracts';
import type { MeasurementRow } from './measurements.table';

type MeasurementColumns = Omit<MeasurementRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The saved form of a validated body; what it leaves out is cleared. */
export function toColumns(input: Measurements): MeasurementColumns {
  const values = Object.fromEntries(
    MEASUREMENT_FIELDS.map((field) => [field, input[field] ?? null]),
  ) as Pick<MeasurementColumns, (typeof MEASUREMENT_FIELDS)[number]>;
  return {
    ...values,
    unit: input.unit,
    category: input.category,
    subcategory: input.subcategory ?? null,
    notes: input.notes || null,
    madeToMeasure: input.madeToMeasure,
  };
}

/** A record as the API shows it: absent values left out. */
export function toMeasurementRecord(row: MeasurementRow): MeasurementRecord {
  const values = Object.fromEntries(
    MEASUREMENT_FIELDS.flatMap((field) => (row[field] === null ? [] : [[field, row[field]]])),
  );
  return {
    _id: row.id,
    userId: row.userId,
    ...values,
    unit: row.unit,
    category: row.category,
    ...(row.subcategory ? { subcategory: row.subcategory } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    madeToMeasure: row.madeToMeasure,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin list's record: the customer's name and e-mail beside the measurements. */
export function toAdminMeasurementRecord(
  row: MeasurementRow,
  customer: { name: string; email: string } | null,
): AdminMeasurementRecord {
  return {
    ...toMeasurementRecord(row),
    userId: customer ? { _id: row.userId, ...customer } : null,
  };
}
