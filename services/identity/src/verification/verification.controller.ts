import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import {
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
  type MessageResponse,
  type ResendVerificationRequest,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
} from '@shop/contracts';
import { ZodValidationPipe } from '@shop/service-kit';
import type { Request } from 'express';
import { clientAddress } from '../rate-limits/client-address';
import { TooManyAttemptsFilter } from '../rate-limits/too-many-attempts';
import { VerificationService } from './verification.service';

@Controller('api/user')
@UseFilters(TooManyAttemptsFilter)
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailRequestSchema, 'form')) { token }: VerifyEmailRequest,
  ): Promise<VerifyEmailResponse> {
    return this.verification.verify(token);
  }

  @Post('resend-verification')
  @HttpCode(HttpStatus.OK)
  resend(
    @Body(new ZodValidationPipe(resendVerificationRequestSchema, 'form'))
    { email }: ResendVerificationRequest,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    return this.verification.resend(email, clientAddress(request));
  }
}
