import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '@shop/contracts';

/**
 * The shop's one shipping and returns policy, written once: the top strip promises free shipping
 * and returns in the U.S., and every page, the chat, the FAQ and the product page's assurance
 * lines say the same thing with its conditions (the delivery fee checkout adds below the free
 * shipping threshold, the return window, who pays return postage).
 */

/** Returns are accepted this many days after delivery, unworn and in the original packaging. */
export const RETURN_WINDOW_DAYS = 30;
/** A refund or store credit is issued within this many business days of inspection. */
export const REFUND_BUSINESS_DAYS = 15;

/**
 * The shipping sentence, its two amounts (US dollars) written by `price`: whole dollars on the
 * policy's pages, the shopper's display currency in the chat.
 */
export const shippingPolicy = (price: (amountUsd: number) => string = (usd) => `$${usd}`) =>
  `Shipping within the U.S. is free on orders of ${price(FREE_DELIVERY_FROM)} or more; smaller orders pay a flat delivery fee of ${price(DELIVERY_FEE)}, shown at checkout before you pay. We ship worldwide on the same terms; outside the U.S. the carrier may charge duties and taxes at delivery.`;

export const SHOP_POLICY = {
  /** The promise the top strip makes, in a sentence. */
  promise: `Free shipping in the U.S. on orders of $${FREE_DELIVERY_FROM} or more, and free returns in the U.S. within ${RETURN_WINDOW_DAYS} days.`,
  shipping: shippingPolicy(),
  returns: `Return unworn items in their original packaging within ${RETURN_WINDOW_DAYS} days of delivery. Returns within the U.S. are free: write to us and we send a prepaid return label. From outside the U.S. the return postage is yours to pay, unless the item arrived faulty.`,
  refunds: `Once your return arrives we inspect it and refund you or give store credit within ${REFUND_BUSINESS_DAYS} business days.`,
  /** The product page's assurance line about returns. */
  returnAssurance: `Easy return and exchange policy within ${RETURN_WINDOW_DAYS} days, free in the U.S.`,
} as const;
