import { Module } from '@nestjs/common';
import { SurveyAnswersConsumer } from './survey-answers.consumer';

@Module({ providers: [SurveyAnswersConsumer] })
export class SurveysModule {}
