import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { TokensModule } from '../tokens/tokens.module';
import { VerificationController } from './verification.controller';
import { VerificationMailer } from './verification-mailer';
import { VerificationService } from './verification.service';

@Module({
  imports: [RateLimitsModule, TokensModule],
  controllers: [VerificationController],
  providers: [VerificationService, VerificationMailer],
  exports: [VerificationMailer],
})
export class VerificationModule {}
