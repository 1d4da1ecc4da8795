import type { MailMessage } from './mail-transport';

export const SHOP_NAME = 'Leather & Last';
export const VERIFICATION_MAIL_SUBJECT = `Verify your email for ${SHOP_NAME}`;

/** Where a verification link points: the storefront's verify page, which posts the token back. */
export function verificationLink(shopUrl: string, token: string): string {
  return `${shopUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail that confirms an address: an HTML body and the same words as plain text. */
export function verificationMail(to: { name: string; email: string }, link: string): MailMessage {
  const name = escapeHtml(to.name);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(VERIFICATION_MAIL_SUBJECT)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2;font-family:Georgia,'Times New Roman',serif;color:#221b16;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e8dfd4;">
<tr><td style="background:#2b211b;color:#f6efe6;padding:20px 32px;font-size:22px;letter-spacing:1px;">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;">
<p style="margin:0 0 16px;">Hello ${name},</p>
<p style="margin:0 0 24px;">Thank you for signing up with ${escapeHtml(SHOP_NAME)}. Please confirm your email address to activate your account.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;"><tr>
<td style="background:#8a4a25;border-radius:4px;"><a href="${href}" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Verify my email</a></td>
</tr></table>
<p style="margin:0 0 8px;">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${href}" style="color:#8a4a25;">${href}</a></p>
<p style="margin:0 0 16px;">This link expires in 24 hours.</p>
<p style="margin:0;color:#6b5f55;">If you did not sign up for ${escapeHtml(SHOP_NAME)}, you can ignore this email.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    `Hello ${to.name},`,
    '',
    `Thank you for signing up with ${SHOP_NAME}. Please confirm your email address to activate your account by opening this link:`,
    '',
    link,
    '',
    'This link expires in 24 hours.',
    '',
    `If you did not sign up for ${SHOP_NAME}, you can ignore this email.`,
  ].join('\n');
  return { to: to.email, subject: VERIFICATION_MAIL_SUBJECT, html, text };
}
