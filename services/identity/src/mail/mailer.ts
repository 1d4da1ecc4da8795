import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport';

/** Hands the shop's mail to the transport; a mail that does not go out is logged, never thrown. */
@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  /** False when the mail server did not take the message (down, unreachable, too slow). */
  async send(message: MailMessage): Promise<boolean> {
    try {
      await this.transport.send(message);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `mail "${message.subject}" not sent (SMTP ${this.config.SMTP_HOST}:${this.config.SMTP_PORT}): ${reason}`,
      );
      return false;
    }
  }
}
