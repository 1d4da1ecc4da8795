import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { Mailer } from './mailer';
import { SmtpMailTransport } from './smtp-mail-transport';

@Injectable()
class MailTransportShutdown implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): Promise<void> {
    return this.transport.close();
  }
}

/** The app's MailTransport (SMTP, from the SMTP_* settings) and the Mailer over it. */
@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig): MailTransport =>
        new SmtpMailTransport({
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          password: config.SMTP_PASSWORD,
          from: config.SMTP_FROM,
          timeoutMs: config.SMTP_TIMEOUT_MS,
        }),
    },
    MailTransportShutdown,
    Mailer,
  ],
  exports: [MAIL_TRANSPORT, Mailer],
})
export class MailModule {}
