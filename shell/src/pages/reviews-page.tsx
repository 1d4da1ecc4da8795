import { Link } from 'react-router-dom';
import { SHOP_EMAIL } from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';
import content from './content-page.module.css';

const QUOTES = [
  {
    quote:
      'The chelsea boots took a week to break in and now feel like slippers. A year on, the leather only looks better.',
    who: 'Marco R., Milan',
    about: 'Chelsea boots',
  },
  {
    quote:
      'You can see the handwork in every stitch. The lambskin jacket fits like it was cut for me.',
    who: 'Hannah K., London',
    about: 'Lambskin jacket',
  },
  {
    quote: 'Ordered oxfords for my wedding and have worn them every week since. Worth every penny.',
    who: 'David O., New York',
    about: 'Oxfords',
  },
  {
    quote:
      'I sent my loafers back after four years for new soles. They came back looking better than when I bought them.',
    who: 'Sofia M., Chicago',
    about: 'Penny loafers, resoled',
  },
  {
    quote:
      'I was between two sizes and asked. The answer came the same day and the fit is spot on.',
    who: 'James T., Toronto',
    about: 'Double monk-straps',
  },
];

const SECTIONS: ContentSection[] = [
  {
    title: 'What our customers say',
    body: (
      <ul className={content.quotes}>
        {QUOTES.map((item) => (
          <li key={item.who}>
            <figure>
              <blockquote>“{item.quote}”</blockquote>
              <figcaption>
                {item.who} · {item.about}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: 'How we publish reviews',
    body: (
      <ul>
        <li>Only customers who ordered the piece can review it, once it has been delivered.</li>
        <li>
          We publish every review that is about the product, the praise and the complaints alike,
          and never edit what you write. We leave out only abuse and personal details.
        </li>
        <li>We do not pay for reviews or offer discounts in return for them.</li>
        <li>
          When a review points to a problem, we answer it in public and put it right in private.
        </li>
      </ul>
    ),
  },
  {
    title: 'Write a review',
    body: (
      <p>
        Had your pair or jacket for a while? Tell us how it has worn: write to{' '}
        <a href={`mailto:${SHOP_EMAIL}?subject=Review`}>{SHOP_EMAIL}</a> with your order number and
        a photo if you like, and we will add it to the product's Reviews tab. You can find your
        orders on the <Link to="/orders">Orders</Link> page.
      </p>
    ),
  },
];

export function ReviewsPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Reviews"
      lead="What our customers say about the fit, the leather and the way it ages."
      sections={SECTIONS}
      help="Something not right with your order? Tell us first, and we will make it right."
    />
  );
}
