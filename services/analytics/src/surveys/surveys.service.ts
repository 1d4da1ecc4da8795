import { Injectable } from '@nestjs/common';
import { SUBJECTS, type SurveyAnswer } from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import { surveyAnswers } from './survey-answers.table';

@Injectable()
export class SurveysService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly events: EventBus,
  ) {}

  async hasAnswered(userId: string): Promise<boolean> {
    const [answer] = await this.db
      .select({ userId: surveyAnswers.userId })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.userId, userId));
    return answer !== undefined;
  }

  /**
   * Stores the user's answer and, in the same transaction, the `analytics.survey.completed`
   * event. False when the user had already answered: the primary key makes a concurrent second
   * answer wait for the first and then find it, so it is refused rather than failing.
   */
  async record(userId: string, answer: SurveyAnswer): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(surveyAnswers)
        .values({
          userId,
          source: answer.source,
          referrer: answer.referrer ?? null,
          categories: answer.categories,
        })
        .onConflictDoNothing({ target: surveyAnswers.userId })
        .returning();
      if (!saved) return false;
      await this.events.emit(tx, SUBJECTS.surveyCompleted, {
        userId: saved.userId,
        source: saved.source,
        referrer: saved.referrer,
        categories: saved.categories,
        at: saved.answeredAt.toISOString(),
      });
      return true;
    });
  }
}
