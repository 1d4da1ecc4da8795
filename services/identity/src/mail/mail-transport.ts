/** One e-mail, with an HTML body and its plain-text alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Where the shop's e-mail goes out. The default is SMTP (a real server, or the development
 * inbox `npm start` runs); another provider's API would be a second implementation.
 */
export interface MailTransport {
  /** Resolves once the message was accepted for delivery; rejects when it was not. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Nest injection token for the app's MailTransport. */
export const MAIL_TRANSPORT = 'MAIL_TRANSPORT';
