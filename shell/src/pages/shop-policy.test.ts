import { SHOP_POLICY, formatPrice, shippingPolicy } from '@shop/storefront-sdk';
import { answerFor } from '../chat/chat-replies';
import { FAQ } from './faq-entries';
import { SHIPPING_BADGES, SHIPPING_SECTIONS } from './shipping-sections';

const faqAnswer = (question: string) =>
  FAQ.flatMap((category) => category.entries).find((entry) => entry.question === question)?.answer;
const shippingText = [
  ...SHIPPING_BADGES.map((badge) => `${badge.title} ${badge.text}`),
  ...SHIPPING_SECTIONS.flatMap((section) => section.paragraphs),
].join('\n');
const everyPolicyText = [
  shippingText,
  ...FAQ.flatMap((category) => category.entries.map((entry) => entry.answer)),
  answerFor('shipping'),
  answerFor('returns'),
].join('\n');

describe('one shipping and returns policy', () => {
  it('is the same sentence on the Shipping & Returns page, in the FAQ and in the chat', () => {
    for (const sentence of [SHOP_POLICY.shipping, SHOP_POLICY.returns, SHOP_POLICY.refunds]) {
      expect(shippingText).toContain(sentence);
    }
    expect(faqAnswer('How do I return an item?')).toBe(SHOP_POLICY.returns);
    expect(faqAnswer('Do you offer free shipping?')).toBe(SHOP_POLICY.shipping);
    expect(faqAnswer('When will I receive my refund?')).toBe(SHOP_POLICY.refunds);
    expect(answerFor('returns')).toContain(SHOP_POLICY.returns);
    // The chat says the same, its amounts in the shopper's currency.
    expect(answerFor('shipping', (usd) => `$${usd}`)).toContain(SHOP_POLICY.shipping);
    const inPounds = (usd: number) => formatPrice(usd, 'GBP');
    expect(answerFor('shipping', inPounds)).toContain(shippingPolicy(inPounds));
  });

  it('honours the top strip: returns are free in the U.S., with one return window', () => {
    expect(SHOP_POLICY.returns).toContain('Returns within the U.S. are free');
    expect(everyPolicyText).not.toMatch(/paid by the customer(?! outside)/);
    const windows = [...everyPolicyText.matchAll(/within (\d+) days of (?:receipt|delivery)\b/g)];
    expect(windows.length).toBeGreaterThan(3);
    expect(new Set(windows.map(([, days]) => days))).toEqual(new Set(['30']));
  });
});
