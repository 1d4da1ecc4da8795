import { SHOP_EMAIL, SHOP_NAME } from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';

const SECTIONS: ContentSection[] = [
  {
    title: 'Who our ambassadors are',
    body: (
      <>
        <p>
          Craftspeople, travellers, musicians, cooks and photographers: people who wear their shoes
          and jackets hard, every day, and care how things are made. Follower counts matter less to
          us than a pair of boots with a few thousand miles on them.
        </p>
        <p>
          They share how their leather wears and ages, try new styles before anyone else and tell us
          plainly what we could make better. Several of our lasts were changed because of them.
        </p>
      </>
    ),
  },
  {
    title: 'What we offer',
    body: (
      <ul>
        <li>A pair or a jacket of your choice each season, made and fitted for you.</li>
        <li>Early samples of new styles, and a say in what we make next.</li>
        <li>A visit to our workshop outside Florence, when you are in Italy.</li>
        <li>
          A personal code your friends can use for their first order. One code per order, as with
          every discount code.
        </li>
      </ul>
    ),
  },
  {
    title: 'What we ask',
    body: (
      <ul>
        <li>Wear what we send, and say honestly what you think of it, good or bad.</li>
        <li>Mark anything you post about {SHOP_NAME} as a partnership, as the law requires.</li>
        <li>Look after your leather. We will show you how.</li>
      </ul>
    ),
  },
  {
    title: 'How to join',
    body: (
      <p>
        Write to <a href={`mailto:${SHOP_EMAIL}?subject=Ambassadors`}>{SHOP_EMAIL}</a> with
        "Ambassadors" in the subject: who you are, what you do, where we can see your work, and what
        you would wear. We read every message and answer within two weeks.
      </p>
    ),
  },
];

export function AmbassadorsPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Ambassadors"
      lead="Craftspeople, travellers and creators who wear our leather every day. Interested in joining? Tell us about yourself."
      sections={SECTIONS}
      help="Questions about the programme? Write to us."
    />
  );
}
