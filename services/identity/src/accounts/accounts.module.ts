import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { TokensModule } from '../tokens/tokens.module';
import { VerificationModule } from '../verification/verification.module';
import { AccountsController } from './accounts.controller';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

@Module({
  imports: [RateLimitsModule, TokensModule, VerificationModule],
  controllers: [AccountsController],
  providers: [RegistrationService, SignInService],
})
export class AccountsModule {}
