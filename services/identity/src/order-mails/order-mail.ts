import {
  CHARGED_CURRENCY,
  orderNumber,
  paymentMethodLabel,
  roundMoney,
  type OrderAddress,
  type OrderedItem,
  type PaymentMethod,
} from '@shop/contracts';
import { escapeHtml, mailPage, SHOP_NAME } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-transport';

/** What an order's mails tell: its lines, its money and where it goes. */
export interface MailedOrder {
  orderId: string;
  items: OrderedItem[];
  subtotal: number;
  deliveryFee: number;
  amount: number;
  paymentMethod: PaymentMethod;
  address: OrderAddress;
}

// The currency the shop charges; the mails say so beside every amount.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CHARGED_CURRENCY });
const charged = (amount: number) => `${usd.format(amount)} ${CHARGED_CURRENCY}`;

const confirmationSubject = (orderId: string) =>
  `Thank you — your ${SHOP_NAME} order #${orderNumber(orderId)} is confirmed`;
const shippedSubject = (orderId: string) =>
  `Your ${SHOP_NAME} order #${orderNumber(orderId)} is on its way`;

const paymentWords = (method: PaymentMethod) =>
  method === 'COD'
    ? `${paymentMethodLabel(method)}: you pay when your parcel arrives.`
    : `${paymentMethodLabel(method)}: paid.`;

/** Size, colour and quantity of one line, e.g. 'Size EU 43 · Colour Oxblood · Quantity 2'. */
function lineDetails(item: OrderedItem): string {
  return [
    item.size && `Size ${item.size}`,
    item.color && `Colour ${item.color}`,
    `Quantity ${item.quantity}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const lineTotal = (item: OrderedItem) => roundMoney(item.unitPrice * item.quantity);

function addressLines(address: OrderAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    address.phone,
  ];
}

const P = 'margin:0 0 16px;';
const CELL = 'padding:8px 0;border-bottom:1px solid #e8dfd4;vertical-align:top;';

function linesHtml(items: OrderedItem[], withTotals: boolean): string {
  const rows = items
    .map(
      (item) => `<tr><td style="${CELL}"><strong>${escapeHtml(item.name)}</strong><br>
<span style="color:#6b5f55;font-size:13px;">${escapeHtml(lineDetails(item))}</span></td>${
        withTotals
          ? `<td style="${CELL}text-align:right;white-space:nowrap;">${escapeHtml(charged(lineTotal(item)))}</td>`
          : ''
      }</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">
${rows}
</table>`;
}

function totalsHtml(order: MailedOrder): string {
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:2px 0;">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:2px 0;text-align:right;">${
      strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)
    }</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;">
${row('Subtotal', charged(order.subtotal))}
${row('Shipping Fee', charged(order.deliveryFee))}
${row('Total charged', charged(order.amount), true)}
</table>`;
}

const addressHtml = (address: OrderAddress) =>
  `<p style="${P}"><strong>Delivery address</strong><br>${addressLines(address).map(escapeHtml).join('<br>')}</p>`;

const textLines = (items: OrderedItem[], withTotals: boolean) =>
  items.map(
    (item) =>
      `- ${item.name} (${lineDetails(item)})${withTotals ? `: ${charged(lineTotal(item))}` : ''}`,
  );

/** The mail that confirms an order: placed on delivery, or paid with PayPal. */
export function confirmationMail(order: MailedOrder): MailMessage {
  const subject = confirmationSubject(order.orderId);
  const number = orderNumber(order.orderId);
  const { address } = order;
  const lead = `Thank you for your order #${number}. It is confirmed, and we are getting it ready.`;
  const html = mailPage(
    subject,
    `<p style="${P}">Hello ${escapeHtml(address.firstName)},</p>
<p style="margin:0 0 24px;">${escapeHtml(lead)}</p>
${linesHtml(order.items, true)}
${totalsHtml(order)}
<p style="${P}"><strong>Payment</strong><br>${escapeHtml(paymentWords(order.paymentMethod))}</p>
${addressHtml(address)}
<p style="margin:0;color:#6b5f55;">We will write again when your order is on its way.</p>`,
  );
  const text = [
    `Hello ${address.firstName},`,
    '',
    lead,
    '',
    ...textLines(order.items, true),
    '',
    `Subtotal: ${charged(order.subtotal)}`,
    `Shipping Fee: ${charged(order.deliveryFee)}`,
    `Total charged: ${charged(order.amount)}`,
    '',
    `Payment: ${paymentWords(order.paymentMethod)}`,
    '',
    'Delivery address:',
    ...addressLines(address),
    '',
    'We will write again when your order is on its way.',
  ].join('\n');
  return { to: address.email, subject, html, text };
}

/** The mail that tells an order has shipped. */
export function shippedMail(
  order: Pick<MailedOrder, 'orderId' | 'items' | 'address'>,
): MailMessage {
  const subject = shippedSubject(order.orderId);
  const { address } = order;
  const lead = `Good news: your order #${orderNumber(order.orderId)} has shipped and is on its way to you.`;
  const html = mailPage(
    subject,
    `<p style="${P}">Hello ${escapeHtml(address.firstName)},</p>
<p style="margin:0 0 24px;">${escapeHtml(lead)}</p>
${linesHtml(order.items, false)}
${addressHtml(address)}`,
  );
  const text = [
    `Hello ${address.firstName},`,
    '',
    lead,
    '',
    ...textLines(order.items, false),
    '',
    'Delivery address:',
    ...addressLines(address),
  ].join('\n');
  return { to: address.email, subject, html, text };
}
