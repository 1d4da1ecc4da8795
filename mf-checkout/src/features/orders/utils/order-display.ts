import type { Order } from '@shop/contracts';
import { currencySettings, formatPrice, PAYMENT_CURRENCY } from '@shop/storefront-sdk';

// Payment display and status colours are shared with the back office.
export { paymentDisplay, STATUS_TONE } from '@shop/storefront-sdk';

export { paymentMethodLabel } from '@shop/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const changeTime = (iso: string) => timeFormat.format(new Date(iso));

/** The currency an order is shown in: the one its buyer saw, else (older orders) US dollars. */
export const orderCurrency = (order: Order) => order.displayCurrency ?? PAYMENT_CURRENCY;

/**
 * An order's US dollar amounts as its buyer saw them: in the order's currency at the rate it
 * kept when placed, whatever the footer shows now. An order without one shows US dollars.
 */
export function orderPriceFormat(order: Order): (amountUsd: number) => string {
  const currency = orderCurrency(order);
  if (currency === PAYMENT_CURRENCY || !order.displayPerUsd) return (amount) => formatPrice(amount);
  const now = currencySettings();
  const settings = {
    ratesDate: order.displayRateDate ?? now.ratesDate,
    perUsd: { ...now.perUsd, [currency]: order.displayPerUsd },
  };
  return (amount) => formatPrice(amount, currency, settings);
}
