import type { MailMessage } from './mail-transport';
import { linkMail } from './link-mail';
import { SHOP_NAME } from './mail-layout';

export const PASSWORD_RESET_MAIL_SUBJECT = 'Reset your password';

/** Where a reset link points: the storefront's reset page, which posts the token back. */
export function passwordResetLink(shopUrl: string, token: string): string {
  return `${shopUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The mail that lets the owner of an address choose a new password. */
export function passwordResetMail(to: { name: string; email: string }, link: string): MailMessage {
  return linkMail(to, link, {
    subject: PASSWORD_RESET_MAIL_SUBJECT,
    lead: `We received a request to reset the password of your ${SHOP_NAME} account. You can choose a new one`,
    action: 'Reset my password',
    expiry: 'This link expires in 1 hour and works once.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  });
}
