#!/usr/bin/env node
// A development inbox: accepts every message sent to it over SMTP and shows it in the browser,
// so a sign-up's verification link can be opened without a real mail account. Never for
// production; `npm start` runs it in the launcher's process unless SMTP_HOST names a real server
// (startMailCatcher), or on its own:
//
//   node scripts/mail-catcher.cjs --smtp-port 4025 --http-port 4080 [--host 127.0.0.1]
//
// GET /              the inbox, newest first
// GET /messages/:id  one message (its HTML in a sandboxed frame, else its text)
// GET /api/messages  the inbox as JSON: id, from, to, subject, text, html, links, receivedAt
const { randomUUID } = require('node:crypto');
const { createServer } = require('node:http');
const { parseArgs } = require('node:util');
const PostalMime = require('postal-mime').default ?? require('postal-mime');
const { SMTPServer } = require('smtp-server');

const KEEP_MESSAGES = 200;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const escapeHtml = (text = '') => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const addresses = (list = []) => list.map((a) => a.address || a.name).join(', ');

function linksIn(message) {
  const found = new Set();
  for (const source of [message.html ?? '', message.text ?? '']) {
    for (const [url] of source.matchAll(/https?:\/\/[^\s"'<>]+/g))
      found.add(url.replace(/&amp;/g, '&'));
  }
  return [...found];
}

async function receive(inbox, stream, envelope, log) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  const parsed = await PostalMime.parse(Buffer.concat(chunks));
  const message = {
    id: randomUUID(),
    from: parsed.from?.address ?? envelope.mailFrom?.address ?? '',
    to: addresses(parsed.to) || envelope.rcptTo.map((r) => r.address).join(', '),
    subject: parsed.subject ?? '(no subject)',
    text: parsed.text ?? '',
    html: parsed.html ?? '',
    receivedAt: new Date().toISOString(),
  };
  message.links = linksIn(message);
  inbox.unshift(message);
  inbox.length = Math.min(inbox.length, KEEP_MESSAGES);
  log(`mail to ${message.to}: ${message.subject}`);
}

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #221b16; background: #faf7f2; }
  header { padding: 14px 24px; background: #2b211b; color: #f6efe6; font-family: Georgia, serif; font-size: 18px; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  a { color: #8a4a25; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e8dfd4; }
  .empty { padding: 40px; text-align: center; color: #6b5f55; background: #fff; }
  .meta { color: #6b5f55; } iframe { width: 100%; height: 70vh; border: 1px solid #e8dfd4; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 16px; border: 1px solid #e8dfd4; }
</style></head><body><header>Development inbox</header><main>${body}</main></body></html>`;

function inboxPage(inbox) {
  if (inbox.length === 0)
    return page(
      'Inbox',
      '<p class="empty">No mail yet. Messages sent to this catcher appear here.</p>',
    );
  const rows = inbox
    .map(
      (m) => `<tr><td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td>
        <td>${escapeHtml(m.to)}</td><td class="meta">${escapeHtml(new Date(m.receivedAt).toLocaleString())}</td></tr>`,
    )
    .join('');
  return page(
    'Inbox',
    `<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(m) {
  const links = m.links
    .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
    .join('');
  // Links open in this tab, as a mail client would follow them, not inside the frame.
  const body = m.html
    ? `<iframe title="Message" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${m.html}`)}"></iframe>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  return page(
    m.subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.subject)}</h1>
     <p class="meta">From ${escapeHtml(m.from)} to ${escapeHtml(m.to)}</p>
     ${links ? `<p>Links in this message:</p><ul>${links}</ul>` : ''}${body}`,
  );
}

/**
 * Starts the inbox: SMTP and its web page on the given ports (0: any free one). Answers the ports
 * bound and close().
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, log?: (line: string) => void }} options
 */
async function startMailCatcher({
  smtpPort = 0,
  httpPort = 0,
  host = '127.0.0.1',
  log = console.log,
} = {}) {
  /** Newest first. */
  const inbox = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'development mail catcher',
    onData(stream, session, callback) {
      receive(inbox, stream, session.envelope, log).then(
        () => callback(),
        (error) => callback(error),
      );
    },
  });
  smtp.on('error', (error) => log(`smtp: ${error.message}`));

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const send = (status, type, body) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/api/messages')
      return send(200, 'application/json', JSON.stringify(inbox));
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', inboxPage(inbox));
    const match = url.pathname.match(/^\/messages\/([\w-]+)$/);
    const message = match && inbox.find((m) => m.id === match[1]);
    if (message) return send(200, 'text/html; charset=utf-8', messagePage(message));
    send(404, 'text/plain; charset=utf-8', 'Not found');
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server.address().port));
    });
  const smtpBound = await listen(smtp.server, smtpPort);
  const httpBound = await listen(http, httpPort).catch(async (error) => {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  });
  return {
    smtpPort: smtpBound,
    httpPort: httpBound,
    url: `http://${host}:${httpBound}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => http.close(resolve)),
        new Promise((resolve) => smtp.close(resolve)),
      ]),
  };
}

module.exports = { startMailCatcher };

async function main() {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string', default: '4025' },
      'http-port': { type: 'string', default: '4080' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const catcher = await startMailCatcher({
    smtpPort: Number(values['smtp-port']),
    httpPort: Number(values['http-port']),
    host: values.host,
  });
  // The line names the ports actually bound (port 0 takes any free one).
  console.log(
    `[mail-catcher] inbox listening on ${catcher.url}, SMTP on ${values.host}:${catcher.smtpPort}`,
  );
  const shutdown = () => catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (require.main === module) void main();
