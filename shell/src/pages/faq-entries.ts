import { RETURN_WINDOW_DAYS, SHOP_POLICY } from '../shop-policy';

export interface FaqCategory {
  title: string;
  entries: Array<{ question: string; answer: string }>;
}

export const FAQ: FaqCategory[] = [
  {
    title: 'Top Questions',
    entries: [
      {
        question: 'How long will my order take to arrive?',
        answer:
          'Orders are processed in 3 to 5 business days and delivered within 10 to 13 business days. You can follow every order on the Orders page.',
      },
      {
        question: 'Can I pay on delivery?',
        answer: 'Yes. At checkout choose cash on delivery, or pay securely with PayPal.',
      },
      {
        question: 'How do I return an item?',
        answer: SHOP_POLICY.returns,
      },
    ],
  },
  {
    title: 'About the brand',
    entries: [
      {
        question: 'Where are your products made?',
        answer:
          'In family workshops in Italy, where every pair of shoes and every jacket is cut, stitched and finished by hand.',
      },
      {
        question: 'Do you have a physical store?',
        answer:
          'Yes, our New York store is open Monday to Saturday. See the Contact page for the address.',
      },
    ],
  },
  {
    title: 'Sizing & Fit',
    entries: [
      {
        question: 'Which size should I choose?',
        answer:
          'Our shoes come in EU 39 to 46 and US 6 to 12 and fit true to size. Between sizes, choose the larger one: leather shapes itself to your foot.',
      },
      {
        question: 'How do your jackets fit?',
        answer:
          'Jackets run from XS to XXXL with a tailored, close fit. Each jacket page has a size guide; for a perfect fit, save your measurements in your profile and ask for made-to-measure.',
      },
    ],
  },
  {
    title: 'Product & Quality',
    entries: [
      {
        question: 'What leather do you use?',
        answer:
          'Full-grain calf, suede and vegetable-tanned hides from tanneries we have worked with for years. Never bonded or corrected-grain leather.',
      },
      {
        question: 'Can my shoes be resoled?',
        answer: 'Yes. Our welted and stitched soles can be replaced by us or by any good cobbler.',
      },
    ],
  },
  {
    title: 'Shipping & Order Details',
    entries: [
      {
        question: 'Do you offer free shipping?',
        answer: SHOP_POLICY.shipping,
      },
      {
        question: 'Do you ship internationally?',
        answer:
          'We ship worldwide. Duties and taxes are charged by the carrier at delivery; returns from outside the U.S. are sent at your cost.',
      },
      {
        question: 'Can I change my order after placing it?',
        answer:
          'Write to us as soon as possible; orders that have not shipped yet can usually be changed or cancelled. A processing fee may apply.',
      },
    ],
  },
  {
    title: 'Exchanges & Returns',
    entries: [
      {
        question: 'Can I exchange for another size?',
        answer: `Yes, within ${RETURN_WINDOW_DAYS} days of delivery, as long as the item is unworn and in its original packaging.`,
      },
      {
        question: 'When will I receive my refund?',
        answer: SHOP_POLICY.refunds,
      },
    ],
  },
  {
    title: 'Care Instructions',
    entries: [
      {
        question: 'How do I care for my leather shoes?',
        answer:
          'Brush off dirt after wearing, use cedar shoe trees, condition every few months and let each pair rest a day between wears.',
      },
      {
        question: 'My jacket got wet. What should I do?',
        answer:
          'Blot it with a soft cloth and let it dry on a wide hanger away from heat. Once dry, apply a leather conditioner.',
      },
    ],
  },
];
