import type { Measurements } from '@shop/contracts';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One record per customer: lengths in the record's unit, weight in kilograms. */
export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('measurements_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    unit: text('unit').$type<Measurements['unit']>().notNull().default('cm'),
    category: text('category').$type<Measurements['category']>().notNull(),
    subcategory: text('subcategory').$type<NonNullable<Measurements['subcategory']>>(),
    chest: doublePrecision('chest'),
    height: doublePrecision('height'),
    naturalWaist: doublePrecision('natural_waist'),
    lowerWaist: doublePrecision('lower_waist'),
    shoulder: doublePrecision('shoulder'),
    hips: doublePrecision('hips'),
    sleeves: doublePrecision('sleeves'),
    weight: doublePrecision('weight'),
    notes: text('notes'),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('measurements_created_at_idx').on(t.createdAt),
    index('measurements_category_idx').on(t.category, t.subcategory),
  ],
);

export type MeasurementRow = typeof measurements.$inferSelect;
