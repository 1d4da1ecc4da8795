// The policy the shell's pages state (docs/product/storefront-pages.md#shipping-and-returns), one
// reading where there were two (docs/frontends.md, "Product decisions where the specification
// gives two readings").
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '@shop/storefront-sdk';

/** The return window, the refund time and the policy's sentences: one module for every remote. */
export { REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SHOP_POLICY } from '@shop/storefront-sdk';

/** Free standard shipping from this order total (USD): checkout's own rule, so pages agree. */
export const FREE_SHIPPING_MINIMUM_USD = FREE_DELIVERY_FROM;
/** What checkout adds below that total (USD). */
export const DELIVERY_FEE_USD = DELIVERY_FEE;
export const NEWSLETTER_DISCOUNT_PERCENT = 20;
/** An order leaves the workshop within this many business days of being placed. */
export const PROCESSING_BUSINESS_DAYS = { from: 3, to: 5 };
/** Once sent, it arrives within this many business days. */
export const DELIVERY_BUSINESS_DAYS = { from: 10, to: 13 };
/** Every payment, cash on delivery and PayPal alike, is taken in this currency. */
export const PAYMENT_CURRENCY = 'USD';

/** The shop's name, spelled once in the storefront SDK for titles and structured data too. */
export { SHOP_NAME } from '@shop/storefront-sdk';
export const SHOP_ADDRESS = ['221 Tannery Lane, Suite 4', 'New York, NY 10013', 'United States'];
export const SHOP_TELEPHONE = '+1 (212) 555-0148';
export const SHOP_EMAIL = 'hello@leatherandlast.com';

// What the footer pages promise.
/** Our own analytics (sessions, page views, traffic source, location, device) are deleted after this. */
export { ANALYTICS_RETENTION_MONTHS } from '@shop/contracts';
/** Order records are kept this long for tax and accounting, then deleted. */
export const ORDER_RECORD_YEARS = 7;
/** A request to see or delete your data is answered within this many days. */
export const PRIVACY_REQUEST_DAYS = 30;
/** Messages about accessibility are answered within this many business days. */
export const ACCESSIBILITY_REPLY_BUSINESS_DAYS = 2;
export const GIFT_CARD_AMOUNTS_USD = [50, 100, 150, 250, 500];

export const SHOP_OPENING_HOURS = 'Monday to Saturday, 10:00 to 19:00';
