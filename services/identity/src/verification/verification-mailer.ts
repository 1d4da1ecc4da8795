import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { verificationLink, verificationMail } from '../mail/verification-mail';

@Injectable()
export class VerificationMailer {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Sends the link; false when the mail server did not take it. The account stays either way:
   * a resend gets a new link.
   */
  send(to: { name: string; email: string }, token: string): Promise<boolean> {
    return this.mailer.send(verificationMail(to, verificationLink(this.config.SHOP_URL, token)));
  }
}
