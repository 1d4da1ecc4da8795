import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetMailer } from './password-reset-mailer';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [RateLimitsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetMailer],
})
export class PasswordResetModule {}
