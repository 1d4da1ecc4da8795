import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  loginRequestSchema,
  registerRequestSchema,
  USER_MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type UnverifiedLogin,
} from '@shop/contracts';
import { ZodValidationPipe } from '@shop/service-kit';
import type { Request, Response } from 'express';
import { clientAddress } from '../rate-limits/client-address';
import { TooManyAttemptsFilter } from '../rate-limits/too-many-attempts';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

@Controller('api/user')
@UseFilters(TooManyAttemptsFilter)
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
  ) {}

  @Post('register')
  register(
    @Body(new ZodValidationPipe(registerRequestSchema, 'form')) input: RegisterRequest,
  ): Promise<RegisterResponse> {
    return this.registration.register(input);
  }

  /** 403 for an address not verified yet, with what the page needs to offer a resend. */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema, 'form')) input: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | UnverifiedLogin> {
    const outcome = await this.signIn.login(input, clientAddress(request));
    if (outcome.signedIn) return outcome.answer;
    response.status(HttpStatus.FORBIDDEN);
    return {
      success: false,
      emailVerified: false,
      email: outcome.unverified.email,
      message: USER_MESSAGES.loginUnverified,
    };
  }

  @Post('admin')
  @HttpCode(HttpStatus.OK)
  adminLogin(
    @Body(new ZodValidationPipe(loginRequestSchema, 'form')) input: LoginRequest,
    @Req() request: Request,
  ): Promise<LoginResponse> {
    return this.signIn.adminLogin(input, clientAddress(request));
  }
}
