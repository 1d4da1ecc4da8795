import type { MailMessage } from './mail-transport';

export const SHOP_NAME = 'Leather & Last';

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The shop's mail around one link: an HTML body and the same words as plain text. */
export function linkMail(
  to: { name: string; email: string },
  link: string,
  words: LinkMailWords,
): MailMessage {
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2;font-family:Georgia,'Times New Roman',serif;color:#221b16;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e8dfd4;">
<tr><td style="background:#2b211b;color:#f6efe6;padding:20px 32px;font-size:22px;letter-spacing:1px;">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;">
<p style="margin:0 0 16px;">Hello ${escapeHtml(to.name)},</p>
<p style="margin:0 0 24px;">${escapeHtml(words.lead)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr>
<td style="background:#8a4a25;border-radius:4px;"><a href="${href}" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(words.action)}</a></td>
</tr></table>
<p style="margin:0 0 8px;">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${href}" style="color:#8a4a25;">${href}</a></p>
<p style="margin:0 0 16px;">${escapeHtml(words.expiry)}</p>
<p style="margin:0;color:#6b5f55;">${escapeHtml(words.ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
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
