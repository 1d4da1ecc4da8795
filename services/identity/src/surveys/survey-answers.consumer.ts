import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import { EventBus, type Transaction } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { customerSurveys } from './customer-surveys.table';

/**
 * Keeps each customer's survey answer from `analytics.survey.completed`. The same event twice
 * is skipped by the bus; a replayed or late one changes nothing unless it is newer than the
 * answer kept, so any order of delivery ends with the same row.
 */
@Injectable()
export class SurveyAnswersConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'customer-surveys',
      subject: SUBJECTS.surveyCompleted,
      handler: (event, tx) => keepSurveyAnswer(event, tx),
    });
  }
}

async function keepSurveyAnswer(
  { payload }: TypedEvent<typeof SUBJECTS.surveyCompleted>,
  tx: Transaction,
): Promise<void> {
  const answer = {
    userId: payload.userId,
    source: payload.source,
    referrer: payload.referrer,
    categories: payload.categories,
    completedAt: new Date(payload.at),
  };
  await tx
    .insert(customerSurveys)
    .values(answer)
    .onConflictDoUpdate({
      target: customerSurveys.userId,
      set: {
        source: sql`excluded.source`,
        referrer: sql`excluded.referrer`,
        categories: sql`excluded.categories`,
        completedAt: sql`excluded.completed_at`,
      },
      setWhere: sql`excluded.completed_at >= ${customerSurveys.completedAt}`,
    });
}
