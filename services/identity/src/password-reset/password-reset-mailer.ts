import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset-mail';

@Injectable()
export class PasswordResetMailer {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly mailer: Mailer,
  ) {}

  /** Sends the link; false when the mail server did not take it (a new request sends another). */
  send(to: { name: string; email: string }, token: string): Promise<boolean> {
    return this.mailer.send(passwordResetMail(to, passwordResetLink(this.config.SHOP_URL, token)));
  }
}
