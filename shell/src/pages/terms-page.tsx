import { Link } from 'react-router-dom';
import {
  DELIVERY_FEE_USD,
  FREE_SHIPPING_MINIMUM_USD,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_ADDRESS,
  SHOP_EMAIL,
  SHOP_NAME,
} from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';

const SECTIONS: ContentSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        This site is run by {SHOP_NAME}, {SHOP_ADDRESS.join(', ')} (e-mail{' '}
        <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>). These terms apply when you browse the
        site, open an account or buy from us. By placing an order you accept the terms in force on
        that day.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        You need an account with a verified e-mail address to place an order. Keep your password to
        yourself; you are responsible for what is done with your account until you tell us it has
        been misused. We may close an account used for fraud or abuse.
      </p>
    ),
  },
  {
    title: 'Orders',
    body: (
      <>
        <p>
          Your order is an offer to buy. The contract is made when we confirm it, which happens as
          soon as the order is placed and the pieces are reserved for you; you will find it on your{' '}
          <Link to="/orders">Orders</Link> page. If a piece turns out to be unavailable or visibly
          mispriced, we tell you and cancel that part of the order, refunding anything paid for it.
        </p>
        <p>
          Write to us as soon as possible to change or cancel an order. Orders that have not shipped
          can usually be changed; a processing fee may apply.
        </p>
      </>
    ),
  },
  {
    title: 'Prices and payment',
    body: (
      <>
        <p>
          Prices include the item's price only; delivery is added at checkout. Every order is
          charged in US dollars. The currency chosen at the foot of the page changes how prices are
          shown to you, not what you pay; your bank or PayPal converts the charge at its own rate.
        </p>
        <p>
          You can pay with PayPal, charged when you place the order, or in cash on delivery. One
          discount code can be used per order.
        </p>
      </>
    ),
  },
  {
    title: 'Delivery',
    body: (
      <p>
        Delivery costs ${DELIVERY_FEE_USD} per order and is free for orders of $
        {FREE_SHIPPING_MINIMUM_USD} or more; the fee is shown before you pay. When orders are
        processed and how long delivery takes are set out in{' '}
        <Link to="/shipping">Shipping &amp; Returns</Link>. The risk in the goods passes to you on
        delivery.
      </p>
    ),
  },
  {
    title: 'Returns and refunds',
    body: (
      <p>
        You may return anything within {RETURN_WINDOW_DAYS} days of receipt, unworn and in its
        original packaging, except items marked final sale. We refund or issue store credit within{' '}
        {REFUND_BUSINESS_DAYS} business days of inspecting the return. The full policy is on{' '}
        <Link to="/shipping">Shipping &amp; Returns</Link>; nothing in these terms limits your
        rights under the law.
      </p>
    ),
  },
  {
    title: 'Our products',
    body: (
      <p>
        Our leather is natural: grain, small marks and shade vary from hide to hide and from the
        photographs, and are not defects. A piece with a manufacturing flaw is repaired, replaced or
        refunded, shipping both ways included.
      </p>
    ),
  },
  {
    title: 'Using this site',
    body: (
      <p>
        The words, photographs and designs on this site belong to {SHOP_NAME} or those who licensed
        them to us. You may use the site for shopping and share links to it; do not copy it in bulk,
        probe it for weaknesses or use it to harm others.
      </p>
    ),
  },
  {
    title: 'Liability',
    body: (
      <p>
        We are responsible for loss you suffer because we broke these terms, as far as it was
        foreseeable. We are not responsible for loss that could not have been foreseen, nor for
        business losses. Nothing here limits liability that the law does not allow us to limit.
      </p>
    ),
  },
  {
    title: 'Changes and governing law',
    body: (
      <>
        <p>
          We may update these terms; the version on this page on the day of your order applies to
          it. These terms are governed by the laws of the State of New York, without taking away the
          protection of the law of the country where you live.
        </p>
        <p>
          How we handle your personal data is explained in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="The terms that apply when you browse this site and buy from us, in plain words."
      sections={SECTIONS}
      contents
    />
  );
}
