import { escapeHtml, mailPage } from './mail-layout';
import type { MailMessage } from './mail-transport';

/** The words of a mail whose point is one link: verify an address, reset a password. */
export interface LinkMailWords {
  subject: string;
  /** Why the mail came, without its last stop: the text version adds "by opening this link". */
  lead: string;
  /** The button's label. */
  action: string;
  /** How long the link works, e.g. 'This link expires in 24 hours.' */
  expiry: string;
  /** For whoever did not ask for the mail. */
  ignore: string;
}

/** The shop's mail around one link: an HTML body and the same words as plain text. */
export function linkMail(
  to: { name: string; email: string },
  link: string,
  words: LinkMailWords,
): MailMessage {
  const href = escapeHtml(link);
  const html = mailPage(
    words.subject,
    `<p style="margin:0 0 16px;">Hello ${escapeHtml(to.name)},</p>
<p style="margin:0 0 24px;">${escapeHtml(words.lead)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr>
<td style="background:#8a4a25;border-radius:4px;"><a href="${href}" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(words.action)}</a></td>
</tr></table>
<p style="margin:0 0 8px;">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${href}" style="color:#8a4a25;">${href}</a></p>
<p style="margin:0 0 16px;">${escapeHtml(words.expiry)}</p>
<p style="margin:0;color:#6b5f55;">${escapeHtml(words.ignore)}</p>`,
  );
  const text = [
    `Hello ${to.name},`,
    '',
    `${words.lead} by opening this link:`,
    '',
    link,
    '',
    words.expiry,
    '',
    words.ignore,
  ].join('\n');
  return { to: to.email, subject: words.subject, html, text };
}
