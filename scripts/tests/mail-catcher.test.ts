import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { listeningPort } from '../platform/ports.cjs';
import { startScript, stopScript } from './processes';

const CATCHER = path.resolve(__dirname, '../mail-catcher.cjs');

interface CaughtMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

describe('the development inbox', () => {
  let catcher: ChildProcess;
  let inbox: string;
  let smtpPort: number;

  beforeAll(async () => {
    const started = await startScript(CATCHER, ['--smtp-port', '0', '--http-port', '0'], (line) => {
      const http = listeningPort(line);
      const smtp = /SMTP on \S*?:(\d+)/.exec(line);
      return http && smtp ? { http, smtp: Number(smtp[1]) } : undefined;
    });
    catcher = started.child;
    inbox = `http://127.0.0.1:${started.listening.http}`;
    smtpPort = started.listening.smtp;
  });

  afterAll(() => stopScript(catcher));

  it('shows a mail sent over SMTP, with the links it carries', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    const link = 'http://localhost:4300/verify-email?token=abc.def';
    await transport.sendMail({
      from: 'hello@leatherandlast.com',
      to: 'sam@example.com',
      subject: 'Verify your e-mail',
      text: `Open ${link} to verify your account.`,
      html: `<p>Open <a href="${link}">this link</a> to verify your account.</p>`,
    });

    const messages = (await (await fetch(`${inbox}/api/messages`)).json()) as CaughtMessage[];
    expect(messages[0]).toMatchObject({
      to: 'sam@example.com',
      subject: 'Verify your e-mail',
      links: [link],
    });

    const page = await (await fetch(inbox)).text();
    expect(page).toContain('Verify your e-mail');
    const message = await (await fetch(`${inbox}/messages/${messages[0].id}`)).text();
    expect(message).toContain(`href="${link}"`);
  });

  it('answers an unknown message with 404', async () => {
    expect((await fetch(`${inbox}/messages/nothing`)).status).toBe(404);
  });
});
