// The assistant is scripted: a question is routed by its keywords to one of the answers below.
// Every figure comes from the shop's policy or the checkout's own arithmetic, so the chat can
// never promise what the Shipping & Returns page or the cart does not; its amounts are written
// in the shopper's display currency, as the cart shows them.
import { formatPrice, shippingPolicy } from '@shop/storefront-sdk';
import {
  DELIVERY_BUSINESS_DAYS,
  NEWSLETTER_DISCOUNT_PERCENT,
  PAYMENT_CURRENCY,
  PROCESSING_BUSINESS_DAYS,
  SHOP_ADDRESS,
  SHOP_EMAIL,
  SHOP_NAME,
  SHOP_POLICY,
  SHOP_TELEPHONE,
} from '../shop-policy';

export type ChatTopic =
  | 'brand'
  | 'products'
  | 'sizing'
  | 'ordering'
  | 'shipping'
  | 'returns'
  | 'care'
  | 'discounts'
  | 'contact';

/** Writes an amount in US dollars as the shopper sees prices. */
export type PriceFormat = (amountUsd: number) => string;

const days = ({ from, to }: { from: number; to: number }) => `${from} to ${to} business days`;

// A link in an answer is written [label](/path) and followed inside the shop.
const ANSWERS: Record<ChatTopic, string | ((price: PriceFormat) => string)> = {
  brand: `${SHOP_NAME} makes footwear and jackets by hand in family workshops in Italy, from full-grain calf, suede and vegetable-tanned hides, to be worn for years. Read our story on the [About page](/about).`,
  products:
    "We make boots, loafers, monk-straps, oxfords, sneakers and leather jackets for men and women. Browse the [whole collection](/collection), or go straight to [men's shoes](/collection?category=Men&subcategory=Shoes), [women's shoes](/collection?category=Women&subcategory=Shoes) or [jackets](/collection?subcategory=Jackets).",
  sizing:
    'Our shoes come in EU 39 to 46 (US 6 to 12) and fit true to size; between sizes, take the larger one, as leather shapes itself to your foot. Jackets run from XS to XXXL with a tailored fit, and every jacket page has a size guide. More in [Sizing & Fit](/faq).',
  ordering: `Pick your size on a product page and add it to your cart (you need to be [logged in](/login)). At checkout pay cash on delivery or with PayPal, by card or PayPal wallet; all payments are in US dollars (${PAYMENT_CURRENCY}). You can follow every order on your [Orders page](/orders).`,
  shipping: (price) =>
    `Orders are processed in ${days(PROCESSING_BUSINESS_DAYS)} and delivered within ${days(DELIVERY_BUSINESS_DAYS)}. ${shippingPolicy(price)} Every order is charged in US dollars; see [Shipping & Returns](/shipping) for the details.`,
  returns: `${SHOP_POLICY.returns} ${SHOP_POLICY.refunds} The full policy is on [Shipping & Returns](/shipping).`,
  care: 'Brush off dirt after each wear, keep shoes on cedar shoe trees, condition the leather every few months and let each pair rest a day between wears. A wet jacket: blot it with a soft cloth and let it dry on a wide hanger, away from heat. See our [Care Guide](/care).',
  discounts: `Subscribe to our newsletter at the bottom of any page for ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order. Sale prices already show their discount on the product, and one discount code can be used per order. See what is on offer in the [collection](/collection).`,
  contact: `Write to ${SHOP_EMAIL} or call ${SHOP_TELEPHONE}. Our store is at ${SHOP_ADDRESS.join(', ')}. Everything is on the [Contact page](/contact).`,
};

// Checked in this order, the most specific first: "can I return these boots?" is about returns.
const KEYWORDS: Array<[ChatTopic, RegExp]> = [
  ['returns', /\b(return|refund|exchange|send (it )?back|money back)/],
  ['shipping', /\b(ship|deliver|arriv|courier|dispatch|how long)/],
  ['discounts', /\b(discount|coupon|promo|code|sale|offer|deal|voucher|cheap)/],
  ['sizing', /\b(size|sizing|fit|measure|width|length|small|large|eu \d|us \d)/],
  ['care', /\b(care|clean|polish|condition|wash|water|rain|wet|stain|protect|maintain)/],
  ['ordering', /\b(order|buy|purchase|checkout|pay|card|cash|cart|track|currency|usd|dollar)/],
  ['contact', /\b(contact|email|e-mail|phone|call|address|store|reach|speak|talk|human)/],
  ['brand', /\b(brand|about|who are|story|made|italy|italian|craft|leather|quality)/],
  [
    'products',
    /\b(product|collection|catalog|shoe|boot|loafer|monk|oxford|sneaker|jacket|coat|men|women|browse|view)/,
  ],
];

export const GREETING = `Hi there! Welcome to ${SHOP_NAME}. I'm here to help you find your perfect pair.`;
export const TOPICS =
  'I can tell you about our brand, products, sizing, ordering, shipping, returns, care, discounts and how to reach us. Ask me anything, or pick a question below.';
export const FALLBACK =
  "I'm not sure I understood that. I can help with our brand, products, sizing, ordering, shipping, returns, care, discounts and contact details; try asking about one of those, read our [FAQ](/faq) or [contact us](/contact).";

/** The buttons offered once the assistant has greeted, each with the answer it gives. */
export const QUICK_QUESTIONS: Array<{ label: string; topic: ChatTopic }> = [
  { label: 'View Products', topic: 'products' },
  { label: 'Size Guide', topic: 'sizing' },
  { label: 'Shipping Info', topic: 'shipping' },
  { label: 'Care Tips', topic: 'care' },
];

/** The answer on `topic`, its amounts written by `price` (US dollars when left out). */
export function answerFor(topic: ChatTopic, price: PriceFormat = formatPrice): string {
  const answer = ANSWERS[topic];
  return typeof answer === 'function' ? answer(price) : answer;
}

/** The topic a shopper's question is about, or null when no keyword says. */
export function topicOf(question: string): ChatTopic | null {
  const text = question.toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const SMALL_TALK: Array<[RegExp, string]> = [
  [/^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/, `Hello! ${TOPICS}`],
  [/^\s*(thanks|thank you|cheers)\b/, "You're welcome! Is there anything else I can help with?"],
];

/** The assistant's answer to a question in the shopper's own words. */
export function replyTo(question: string, price: PriceFormat = formatPrice): string {
  const topic = topicOf(question);
  if (topic) return answerFor(topic, price);
  const text = question.toLowerCase();
  return SMALL_TALK.find(([pattern]) => pattern.test(text))?.[1] ?? FALLBACK;
}
