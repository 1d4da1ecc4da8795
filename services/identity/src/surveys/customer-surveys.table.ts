import type { SurveyAnswer } from '@shop/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each customer's welcome-survey answer, as analytics reported it: the customer list shows its
 * source. Keyed by user id without a reference to users, so an answer is kept whichever
 * arrives first.
 */
export const customerSurveys = pgTable('customer_surveys', {
  userId: uuid('user_id').primaryKey(),
  source: text('source').$type<SurveyAnswer['source']>().notNull(),
  referrer: text('referrer'),
  categories: jsonb('categories').$type<SurveyAnswer['categories']>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
