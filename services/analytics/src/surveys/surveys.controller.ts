import { Body, ConflictException, Controller, Get, Post } from '@nestjs/common';
import {
  SURVEY_MESSAGES,
  surveyAnswerSchema,
  type AuthUser,
  type SurveyAnswer,
  type SurveyStatusResponse,
} from '@shop/contracts';
import { CurrentUser, SignedIn, ZodValidationPipe } from '@shop/service-kit';
import { SurveysService } from './surveys.service';

@Controller('api/analytics/survey')
@SignedIn()
export class SurveysController {
  constructor(private readonly surveys: SurveysService) {}

  @Get('status')
  async status(@CurrentUser() user: AuthUser): Promise<SurveyStatusResponse> {
    return { success: true, surveyCompleted: await this.surveys.hasAnswered(user.userId) };
  }

  @Post()
  async answer(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(surveyAnswerSchema, 'form')) answer: SurveyAnswer,
  ): Promise<{ success: true; message: string }> {
    if (!(await this.surveys.record(user.userId, answer))) {
      throw new ConflictException(SURVEY_MESSAGES.alreadyCompleted);
    }
    return { success: true, message: SURVEY_MESSAGES.saved };
  }
}
