import {
  DEFAULT_MEASUREMENT_UNIT,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_FIELDS,
  MEASUREMENT_SUBCATEGORIES,
  type MeasurementField,
  type MeasurementRecord,
  type MeasurementUnit,
  type MeasurementsInput,
} from '@shop/contracts';

export type MeasurementCategory = (typeof MEASUREMENT_CATEGORIES)[number];
export type MeasurementSubcategory = (typeof MEASUREMENT_SUBCATEGORIES)[number];

/** What the form holds: numbers as typed, '' for an empty box or no choice. */
export type MeasurementForm = Record<MeasurementField, string> & {
  unit: MeasurementUnit;
  category: MeasurementCategory | '';
  subcategory: MeasurementSubcategory | '';
  notes: string;
  madeToMeasure: boolean;
};

export type MeasurementFormField = keyof MeasurementForm;

const noValues = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, ''])) as Record<
  MeasurementField,
  string
>;

/** The form for a saved record, or an empty one. */
export function measurementForm(record: MeasurementRecord | null): MeasurementForm {
  const values = { ...noValues };
  for (const field of MEASUREMENT_FIELDS) {
    const value = record?.[field];
    if (value !== undefined && value !== null) values[field] = String(value);
  }
  return {
    ...values,
    unit: record?.unit ?? DEFAULT_MEASUREMENT_UNIT,
    category: record?.category ?? '',
    subcategory: record?.subcategory ?? '',
    notes: record?.notes ?? '',
    madeToMeasure: record?.madeToMeasure ?? false,
  };
}

/** The body of POST and PUT /api/measurements; empty boxes and choices are left out. */
export function measurementsInput(form: MeasurementForm): MeasurementsInput {
  const input: Partial<MeasurementsInput> = { unit: form.unit, madeToMeasure: form.madeToMeasure };
  for (const field of MEASUREMENT_FIELDS) {
    const typed = form[field].trim();
    if (typed !== '') input[field] = Number(typed);
  }
  // The server names a missing category beside its field.
  if (form.category) input.category = form.category;
  if (form.subcategory) input.subcategory = form.subcategory;
  if (form.notes.trim()) input.notes = form.notes.trim();
  return input as MeasurementsInput;
}
