import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** An SMTP server on a free loopback port that keeps every message it is sent, parsed. */
export interface TestInbox {
  port: number;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /** The next message to `address` not handed out yet, waiting for it up to `timeoutMs`. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** While true, every message is refused as a busy server does (451, try again later). */
  refusing: boolean;
  /** Messages refused so far. */
  refused: number;
  stop(): Promise<void>;
}

const POLL_MS = 20;

export async function startTestInbox(): Promise<TestInbox> {
  const messages: ReceivedMail[] = [];
  const handedOut = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.refusing) {
        inbox.refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      readAll(stream)
        .then(PostalMime.parse)
        .then(
          (parsed) => {
            messages.push({
              from: parsed.from?.address ?? '',
              to: (parsed.to ?? []).map((to) => to.address ?? '').join(', '),
              subject: parsed.subject ?? '',
              html: parsed.html ?? '',
              text: parsed.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const inbox: TestInbox = {
    port,
    messages,
    refusing: false,
    refused: 0,
    async nextMailTo(address, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      const key = address.toLowerCase();
      for (;;) {
        const seen = handedOut.get(key) ?? 0;
        const mails = messages.filter((mail) => mail.to.toLowerCase() === key);
        if (mails.length > seen) {
          handedOut.set(key, seen + 1);
          return mails[seen];
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return inbox;
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The token of the link to `page` (e.g. '/verify-email') in a mail's text. */
function linkTokenIn(mail: ReceivedMail, page: string): string {
  const link = new RegExp(`${page}\\?token=([^\\s"<]+)`).exec(mail.text);
  if (!link) throw new Error(`no ${page} link in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}

/** The token of the verification link in a mail's text. */
export const verificationTokenIn = (mail: ReceivedMail) => linkTokenIn(mail, '/verify-email');

/** The token of the password reset link in a mail's text. */
export const passwordResetTokenIn = (mail: ReceivedMail) => linkTokenIn(mail, '/reset-password');
