// No zod here: the storefront imports these (fields, bounds, messages) without the schemas.

export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const DEFAULT_MEASUREMENT_UNIT: MeasurementUnit = 'cm';

/**
 * docs/product/admin.md#customer-measurements: the measurement screens' fixed option lists
 * (without 'All', the filter's "any").
 */
export const MEASUREMENT_CATEGORIES = ['Men', 'Women', 'Kids'] as const;
export const MEASUREMENT_SUBCATEGORIES = ['Shirts', 'Pants', 'Suits', 'Dresses'] as const;
export const MEASUREMENT_NOTES_MAX_LENGTH = 500;

/** The body measurements, in the record's unit; weight is always in kilograms. */
export const LENGTH_FIELDS = [
  'chest',
  'height',
  'naturalWaist',
  'lowerWaist',
  'shoulder',
  'hips',
  'sleeves',
] as const;
type LengthField = (typeof LENGTH_FIELDS)[number];
export const MEASUREMENT_FIELDS = [...LENGTH_FIELDS, 'weight'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export const MEASUREMENT_LABELS: Record<MeasurementField, string> = {
  chest: 'Chest',
  height: 'Height',
  naturalWaist: 'Natural waist',
  lowerWaist: 'Lower waist',
  shoulder: 'Shoulder',
  hips: 'Hips',
  sleeves: 'Sleeves',
  weight: 'Weight',
};

type Range = readonly [min: number, max: number];

/**
 * Plausible bounds for a person, child or adult: wide enough for anyone who would order clothes,
 * narrow enough to catch a slip of the unit (a height of 180 entered in inches). Inches are the
 * centimetre bounds divided by 2.54, rounded outwards.
 */
const CENTIMETRE_BOUNDS: Record<LengthField, Range> = {
  chest: [40, 200],
  height: [50, 250],
  naturalWaist: [30, 200],
  lowerWaist: [30, 200],
  shoulder: [20, 80],
  hips: [40, 200],
  sleeves: [20, 100],
};
const CM_PER_INCH = 2.54;

export const LENGTH_BOUNDS: Record<MeasurementUnit, Record<LengthField, Range>> = {
  cm: CENTIMETRE_BOUNDS,
  in: Object.fromEntries(
    LENGTH_FIELDS.map((field) => {
      const [min, max] = CENTIMETRE_BOUNDS[field];
      const inches: Range = [Math.floor(min / CM_PER_INCH), Math.ceil(max / CM_PER_INCH)];
      return [field, inches];
    }),
  ) as Record<LengthField, Range>,
};
export const WEIGHT_BOUNDS_KG: Range = [10, 300];

export const MEASUREMENT_MESSAGES = {
  saved: 'Measurements saved successfully!',
  updated: 'Measurements updated successfully!',
  deleted: 'Measurements deleted successfully!',
  found: 'Measurements found',
  listed: 'Measurements retrieved successfully',
  notFound: 'No measurements found',
  alreadyExists: 'Measurements already exist. Please update them instead.',
  atLeastOne: 'Please enter at least one measurement',
  invalidUserId: 'Invalid user ID',
  notANumber: (field: MeasurementField) => `${MEASUREMENT_LABELS[field]} must be a number`,
  outOfRange: (field: MeasurementField, [min, max]: Range, unit: string) =>
    `${MEASUREMENT_LABELS[field]} must be between ${min} and ${max} ${unit}`,
} as const;
