import { FREE_SHIPPING_MINIMUM_USD, RETURN_WINDOW_DAYS, SHOP_POLICY } from '../shop-policy';

export const SHIPPING_BADGES = [
  { title: 'Free Shipping', text: `On U.S. orders from $${FREE_SHIPPING_MINIMUM_USD}` },
  { title: `${RETURN_WINDOW_DAYS} Days Returns`, text: 'Free in the U.S., unworn and boxed' },
  { title: 'Worldwide Shipping', text: 'Delivered to your door' },
];

export const SHIPPING_SECTIONS: Array<{ title: string; paragraphs: string[] }> = [
  {
    title: 'Return Policy',
    paragraphs: [
      SHOP_POLICY.returns,
      'Items must be undamaged, with all tags attached; items marked final sale cannot be returned.',
    ],
  },
  {
    title: 'Timing',
    paragraphs: [
      'Orders are processed within 3 to 5 business days and delivered within 10 to 13 business days. Expedited orders placed after 1 PM ET ship the next business day. We do not ship on weekends or holidays.',
    ],
  },
  {
    title: 'Refunds',
    paragraphs: [
      SHOP_POLICY.refunds,
      'Refunds go back to the original payment method; purchases paid with a gift card are refunded as a new gift card.',
    ],
  },
  {
    title: 'Shipping',
    paragraphs: [SHOP_POLICY.shipping],
  },
  {
    title: 'Order Changes and Cancellations',
    paragraphs: [
      'Contact us as soon as possible to change or cancel an order. Orders that have not shipped can usually be changed; a processing fee may apply.',
    ],
  },
  {
    title: 'Lost or Damaged Goods',
    paragraphs: [
      'If your parcel is lost or arrives damaged, write to us within 7 days of the expected delivery date with your order number and photos, and we will make it right.',
    ],
  },
  {
    title: 'International Shipping and Returns',
    paragraphs: [
      'We ship worldwide. Duties and taxes are charged by the carrier at delivery and are not refundable. Returns from outside the U.S. follow the same policy, sent at your cost.',
    ],
  },
  {
    title: 'Defective or Flawed Products',
    paragraphs: [
      'Natural markings are part of real leather. If a product has a manufacturing flaw, we repair, replace or refund it, including the shipping both ways.',
    ],
  },
  {
    title: 'Repeated Returns',
    paragraphs: [
      'We may decline future orders from accounts with an unusually high number of returns.',
    ],
  },
  {
    title: 'Final Sale Items',
    paragraphs: ['Items marked final sale cannot be returned or exchanged.'],
  },
];
