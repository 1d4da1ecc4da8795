import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-transport';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** Sender, e.g. 'Leather & Last <no-reply@leatherandlast.test>'. */
  from: string;
  /** The most one message may take, from connecting to the server's acceptance. */
  timeoutMs: number;
}

/** Sends over SMTP with nodemailer, one connection per message. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      // Each step bounded too, so a server that accepts the connection and then says nothing
      // is given up on as surely as one that is not there.
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.settings.from,
      ...message,
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
