// Where the spec gives two readings, the shell's pages use these (see the README).
/** Free standard shipping within the contiguous U.S. from this order total (USD). */
export const FREE_SHIPPING_MINIMUM_USD = 50;
/** Returns are accepted this many days after delivery, unworn and in the original packaging. */
export const RETURN_WINDOW_DAYS = 30;
/** A refund or store credit is issued within this many business days of inspection. */
export const REFUND_BUSINESS_DAYS = 15;
export const NEWSLETTER_DISCOUNT_PERCENT = 20;
/** An order leaves the workshop within this many business days of being placed. */
export const PROCESSING_BUSINESS_DAYS = { from: 3, to: 5 };
/** Once sent, it arrives within this many business days. */
export const DELIVERY_BUSINESS_DAYS = { from: 10, to: 13 };
/** Every payment, cash on delivery and PayPal alike, is taken in this currency. */
export const PAYMENT_CURRENCY = 'USD';

export const SHOP_NAME = 'Leather & Last';
export const SHOP_ADDRESS = ['221 Tannery Lane, Suite 4', 'New York, NY 10013', 'United States'];
export const SHOP_TELEPHONE = '+1 (212) 555-0148';
export const SHOP_EMAIL = 'hello@leatherandlast.com';
