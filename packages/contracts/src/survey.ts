import { z } from 'zod';
import {
  SURVEY_CATEGORIES,
  SURVEY_MESSAGES,
  SURVEY_REFERRER_MAX_LENGTH,
  SURVEY_SOURCES,
} from './survey-options';

export * from './survey-options';

export const surveyAnswerSchema = z.object({
  source: z.enum(SURVEY_SOURCES, { error: SURVEY_MESSAGES.sourceRequired }),
  referrer: z
    .string()
    .trim()
    .max(SURVEY_REFERRER_MAX_LENGTH, SURVEY_MESSAGES.referrerTooLong)
    .optional()
    .transform((referrer) => referrer || undefined),
  categories: z
    .array(z.enum(SURVEY_CATEGORIES, { error: SURVEY_MESSAGES.categoriesRequired }), {
      error: SURVEY_MESSAGES.categoriesRequired,
    })
    .min(1, SURVEY_MESSAGES.categoriesRequired)
    .transform((categories) => [...new Set(categories)]),
});
export type SurveyAnswerInput = z.input<typeof surveyAnswerSchema>;
export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

export const surveyStatusResponseSchema = z.object({
  success: z.literal(true),
  surveyCompleted: z.boolean(),
});
export type SurveyStatusResponse = z.infer<typeof surveyStatusResponseSchema>;
