import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '@shop/contracts';
import { formatPrice } from '@shop/storefront-sdk';
import { RETURN_WINDOW_DAYS } from '../shop-policy';
import { FALLBACK, QUICK_QUESTIONS, answerFor, replyTo, topicOf } from './chat-replies';
import { TYPING_DELAY_MS, typingDelay } from './chat-timing';

describe('chat keyword routing', () => {
  it.each([
    ['Who is behind this brand?', 'brand'],
    ['Are your shoes made in Italy?', 'brand'],
    ['What products do you sell?', 'products'],
    ['Do you have loafers for women?', 'products'],
    ['What size should I take?', 'sizing'],
    ['Do the jackets fit small?', 'sizing'],
    ['How do I place an order?', 'ordering'],
    ['Can I pay with PayPal?', 'ordering'],
    ['Where can I track my order?', 'ordering'],
    ['How much is shipping?', 'shipping'],
    ['How long does delivery take?', 'shipping'],
    ['What is your return policy?', 'returns'],
    ['Can I exchange these boots for another size?', 'returns'],
    ['When do I get my refund?', 'returns'],
    ['How do I clean suede?', 'care'],
    ['My jacket got wet in the rain', 'care'],
    ['Do you have a discount code?', 'discounts'],
    ['Anything on sale?', 'discounts'],
    ['What is your phone number?', 'contact'],
    ['How can I contact you?', 'contact'],
  ])('reads "%s" as a question about %s', (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it('answers returns with the shop’s 30-day window and a link to the policy', () => {
    const answer = replyTo('Can I return my shoes?');
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(answer).toContain('within 30 days');
    expect(answer).toContain('[Shipping & Returns](/shipping)');
  });

  it('quotes the delivery fee and the free-delivery threshold the checkout charges', () => {
    const answer = answerFor('shipping');
    expect(answer).toContain(`free on orders of $${FREE_DELIVERY_FROM}.00 or more`);
    expect(answer).toContain(`a flat delivery fee of $${DELIVERY_FEE}.00`);
    // Payment is taken in US dollars whatever currency the amounts are shown in, and it says so.
    expect(answer).toContain('charged in US dollars');
    expect(answer).toContain('processed in 3 to 5 business days');
    expect(answer).toContain('delivered within 10 to 13 business days');
  });

  it('writes its amounts in the currency it is given', () => {
    const inEuros = (usd: number) => formatPrice(usd, 'EUR');
    const answer = replyTo('How much is shipping?', inEuros);
    expect(answer).toContain(`free on orders of ${inEuros(FREE_DELIVERY_FROM)} or more`);
    expect(answer).toContain(`a flat delivery fee of ${inEuros(DELIVERY_FEE)},`);
    expect(answer).not.toContain('$');
  });

  it('says payments are taken in US dollars', () => {
    expect(replyTo('Which currency do I pay in?')).toContain('US dollars (USD)');
  });

  it('allows one discount code per order', () => {
    expect(replyTo('any promo?')).toContain('one discount code can be used per order');
  });

  it('offers a helpful fallback, pointing to the FAQ and contact page', () => {
    expect(replyTo('What is the meaning of life?')).toBe(FALLBACK);
    expect(FALLBACK).toContain('[FAQ](/faq)');
    expect(FALLBACK).toContain('[contact us](/contact)');
  });

  it('answers a greeting with what it can help with, and thanks with a welcome', () => {
    expect(replyTo('Hello')).toMatch(/^Hello! I can tell you about/);
    expect(replyTo('thanks!')).toMatch(/^You're welcome!/);
  });

  it('has a quick question for products, size guide, shipping and care', () => {
    expect(QUICK_QUESTIONS.map(({ label, topic }) => [label, topic])).toEqual([
      ['View Products', 'products'],
      ['Size Guide', 'sizing'],
      ['Shipping Info', 'shipping'],
      ['Care Tips', 'care'],
    ]);
  });

  it('links only inside the shop', () => {
    const links = QUICK_QUESTIONS.flatMap(({ topic }) =>
      [...answerFor(topic).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
    );
    expect(links.length).toBeGreaterThan(0);
    links.forEach((link) => expect(link).toMatch(/^\/[a-z]/));
  });
});

describe('typing delay', () => {
  it('lies between 0.8 and 2 seconds', () => {
    expect(typingDelay(() => 0)).toBe(TYPING_DELAY_MS.min);
    expect(typingDelay(() => 0.9999)).toBe(TYPING_DELAY_MS.max);
    expect(TYPING_DELAY_MS).toEqual({ min: 800, max: 2000 });
  });
});
