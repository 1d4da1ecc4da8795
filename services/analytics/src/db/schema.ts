// Every table of the analytics service; drizzle-kit reads this file to write migrations.
export { eventFailures, outbox, processedEvents } from '@shop/service-kit';
export { surveyAnswers } from '../surveys/survey-answers.table';
