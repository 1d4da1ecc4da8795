import { Link } from 'react-router-dom';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_OPENING_HOURS, SHOP_TELEPHONE } from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';
import content from './content-page.module.css';

const telephoneHref = `tel:${SHOP_TELEPHONE.replace(/[^+\d]/g, '')}`;

const SECTIONS: ContentSection[] = [
  {
    title: 'New York store',
    body: (
      <>
        <address className={content.address}>
          {SHOP_ADDRESS.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p>
          {SHOP_OPENING_HOURS}. Telephone <a href={telephoneHref}>{SHOP_TELEPHONE}</a>, e-mail{' '}
          <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>.
        </p>
        <p>
          Every style in the collection is on the shelves to try on, in every size we make. The
          store has step-free access from the street and a seat at every fitting station.
        </p>
      </>
    ),
  },
  {
    title: 'Fittings and measurements',
    body: (
      <>
        <p>
          Not sure between two sizes, or about how a last fits a wide or high foot? Our staff
          measure both feet and let you walk in the pairs that suit them. For jackets we take the
          measurements a made-to-measure order needs; signed-in customers can keep them in their{' '}
          <Link to="/profile">profile</Link> for the next order.
        </p>
        <p>
          Fittings take about thirty minutes. Walk in, or call or write to us to book a time and we
          will have your sizes ready.
        </p>
      </>
    ),
  },
  {
    title: 'Care and repairs',
    body: (
      <p>
        Bring in shoes or a jacket bought from us for a free check-up: we clean and condition them
        while you wait and tell you honestly when a pair needs new soles. Resoling goes to our
        workshop; see the <Link to="/care">Care Guide</Link>.
      </p>
    ),
  },
  {
    title: 'The workshop in Italy',
    body: (
      <p>
        Our shoes and jackets are made in a small workshop outside Florence. It is a working
        workshop, not a shop, but we welcome customers by appointment a few times a year. Write to
        us if you will be in Tuscany.
      </p>
    ),
  },
];

export function LocationsPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Store Locations"
      lead="Visit our store in New York to try every style on and have your measurements taken."
      sections={SECTIONS}
      help="Planning a visit? Call or write and we will have your sizes ready."
    />
  );
}
