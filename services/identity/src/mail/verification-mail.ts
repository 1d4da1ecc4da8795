import type { MailMessage } from './mail-transport';
import { linkMail } from './link-mail';
import { SHOP_NAME } from './mail-layout';

export const VERIFICATION_MAIL_SUBJECT = `Verify your email for ${SHOP_NAME}`;

/** Where a verification link points: the storefront's verify page, which posts the token back. */
export function verificationLink(shopUrl: string, token: string): string {
  return `${shopUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The mail that confirms an address. */
export function verificationMail(to: { name: string; email: string }, link: string): MailMessage {
  return linkMail(to, link, {
    subject: VERIFICATION_MAIL_SUBJECT,
    lead: `Thank you for signing up with ${SHOP_NAME}. Please confirm your email address to activate your account`,
    action: 'Verify my email',
    expiry: 'This link expires in 24 hours.',
    ignore: `If you did not sign up for ${SHOP_NAME}, you can ignore this email.`,
  });
}
