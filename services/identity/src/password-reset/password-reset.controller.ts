import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@shop/contracts';
import { ZodValidationPipe } from '@shop/service-kit';
import type { Request } from 'express';
import { clientAddress } from '../rate-limits/client-address';
import { TooManyAttemptsFilter } from '../rate-limits/too-many-attempts';
import { PasswordResetService } from './password-reset.service';

@Controller('api/user')
@UseFilters(TooManyAttemptsFilter)
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  forgotPassword(
    @Body(new ZodValidationPipe(forgotPasswordRequestSchema, 'form'))
    { email }: ForgotPasswordRequest,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    return this.passwordReset.requestReset(email, clientAddress(request));
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema, 'form')) input: ResetPasswordRequest,
  ): Promise<MessageResponse> {
    return this.passwordReset.resetPassword(input);
  }
}
