import { Link } from 'react-router-dom';
import {
  GIFT_CARD_AMOUNTS_USD,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_EMAIL,
} from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';
import content from './content-page.module.css';

const SECTIONS: ContentSection[] = [
  {
    title: 'How to give one',
    body: (
      <>
        <p>
          Write to <a href={`mailto:${SHOP_EMAIL}?subject=Gift%20card`}>{SHOP_EMAIL}</a> with the
          amount, the recipient's name and e-mail address, a message if you would like one and the
          day it should arrive. We reply with a PayPal payment request in US dollars; once it is
          paid, the card is e-mailed on the day you chose, with your message and a code.
        </p>
        <p>Prefer to hand it over yourself? Ask us to send the card to you instead.</p>
      </>
    ),
  },
  {
    title: 'How to spend one',
    body: (
      <>
        <p>
          Choose your pair or jacket in the <Link to="/collection">collection</Link> and place the
          order with cash on delivery. Then reply to your order confirmation, or write to us, with
          the card's code and your order number before the order ships: we take the card's value off
          the amount due on delivery and tell you what, if anything, is left to pay.
        </p>
        <p>
          A card can pay for part of an order or several orders; what is not spent stays on the
          card.
        </p>
      </>
    ),
  },
  {
    title: 'The small print',
    body: (
      <ul>
        <li>Gift cards never expire and carry no fees.</li>
        <li>They are valid on everything we sell, sale items included.</li>
        <li>They cannot be exchanged for cash, except where the law requires it.</li>
        <li>
          Something bought with a gift card can be returned within {RETURN_WINDOW_DAYS} days like
          any other purchase; the refund is issued as a new gift card within {REFUND_BUSINESS_DAYS}{' '}
          business days of inspection. See <Link to="/shipping">Shipping &amp; Returns</Link>.
        </li>
        <li>Keep the code safe: anyone who has it can spend it. Tell us at once if it is lost.</li>
      </ul>
    ),
  },
];

export function GiftCardsPage() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Gift Cards"
      lead="Give the choice of a well-made pair of shoes or a jacket that will last. Our gift cards never expire and arrive by e-mail, on the day you choose."
      opening={
        <dl className={content.facts}>
          <div>
            <dt>Amounts</dt>
            <dd>{GIFT_CARD_AMOUNTS_USD.map((amount) => `$${amount}`).join(' · ')}</dd>
          </div>
          <div>
            <dt>Delivered</dt>
            <dd>By e-mail, on your date</dd>
          </div>
          <div>
            <dt>Valid</dt>
            <dd>Forever, on everything</dd>
          </div>
        </dl>
      }
      sections={SECTIONS}
      help="Would you like a different amount or a card for a team? Write to us."
    />
  );
}
