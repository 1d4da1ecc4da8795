import {
  DELIVERY_FEE_USD,
  FREE_SHIPPING_MINIMUM_USD,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
} from '../shop-policy';

export const SHIPPING_BADGES = [
  { title: 'Free Shipping', text: `On orders over $${FREE_SHIPPING_MINIMUM_USD}` },
  { title: `${RETURN_WINDOW_DAYS} Days Returns`, text: 'Unworn, in the original packaging' },
  { title: 'Worldwide Shipping', text: 'Delivered to your door' },
];

export const SHIPPING_SECTIONS: Array<{ title: string; paragraphs: string[] }> = [
  {
    title: 'Return Policy',
    paragraphs: [
      `We accept returns within ${RETURN_WINDOW_DAYS} days of receipt. Items must be unworn, undamaged and in their original packaging with all tags attached. Return shipping is paid by the customer unless the item arrived defective.`,
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
      `Once your return arrives we inspect it and issue a refund or store credit within ${REFUND_BUSINESS_DAYS} business days. Refunds go back to the original payment method within 30 days of purchase; purchases paid with a gift card are refunded as a new gift card.`,
    ],
  },
  {
    title: 'Shipping',
    paragraphs: [
      `Standard shipping within the contiguous U.S. is free on orders of $${FREE_SHIPPING_MINIMUM_USD} or more. Other orders pay a flat delivery fee of $${DELIVERY_FEE_USD}, shown at checkout before you pay.`,
    ],
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
      'We ship worldwide. Duties and taxes are charged by the carrier at delivery and are not refundable. International returns follow the same policy; the return shipping is paid by the customer.',
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
