import type { SurveyAnswer } from '@shop/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The welcome survey: one answer per user, the primary key keeping it so under any race. */
export const surveyAnswers = pgTable('survey_answers', {
  userId: uuid('user_id').primaryKey(),
  source: text('source').$type<SurveyAnswer['source']>().notNull(),
  referrer: text('referrer'),
  categories: text('categories').array().$type<SurveyAnswer['categories']>().notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
