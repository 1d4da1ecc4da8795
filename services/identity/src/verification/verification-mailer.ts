import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { MAIL_TRANSPORT, type MailTransport } from '../mail/mail-transport';
import { verificationLink, verificationMail } from '../mail/verification-mail';

@Injectable()
export class VerificationMailer {
  private readonly logger = new Logger(VerificationMailer.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  /**
   * Sends the link; false when the mail server did not take it (down, unreachable, too slow).
   * The account stays either way: a resend gets a new link.
   */
  async send(to: { name: string; email: string }, token: string): Promise<boolean> {
    try {
      await this.transport.send(
        verificationMail(to, verificationLink(this.config.SHOP_URL, token)),
      );
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `verification mail not sent (SMTP ${this.config.SMTP_HOST}:${this.config.SMTP_PORT}): ${reason}`,
      );
      return false;
    }
  }
}
