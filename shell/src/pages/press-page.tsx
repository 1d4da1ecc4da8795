import { Link } from 'react-router-dom';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME, SHOP_TELEPHONE } from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';
import content from './content-page.module.css';

const SECTIONS: ContentSection[] = [
  {
    title: 'About us in brief',
    body: (
      <>
        <p>
          {SHOP_NAME} makes Italian handcrafted leather footwear and jackets. It began in a small
          workshop outside Florence, where three generations of one family have cut, stitched and
          finished leather by hand, and now ships boots, loafers, monk-straps, oxfords, sneakers and
          jackets for men and women from its store in New York.
        </p>
        <p>
          Shoes are Goodyear-welted or Blake-stitched on lasts shaped in the workshop, so they can
          be resoled for decades; jackets are cut from vegetable-tanned and drum-dyed hides and
          lined in cotton. Each piece takes two to five days of hand work. Read the whole story on
          our <Link to="/about">About page</Link>.
        </p>
      </>
    ),
  },
  {
    title: 'Stories we are happy to help with',
    body: (
      <ul>
        <li>How a welted shoe is made, from the last to the last stitch, with workshop photos.</li>
        <li>Buying less and better: what makes leather goods last, and how to care for them.</li>
        <li>Resoling and repair as an alternative to replacing.</li>
        <li>Made-to-measure jackets, and how a fitting in our New York store works.</li>
      </ul>
    ),
  },
  {
    title: 'Images and samples',
    body: (
      <>
        <p>
          High-resolution product photographs, workshop images and our logo are available on request
          for editorial use; please credit {SHOP_NAME}. We lend samples for shoots and reviews,
          collected from and returned to our New York store.
        </p>
        <p>
          We do not pay for coverage or offer payment in kind. Pieces sent for review are lent, and
          what you write is yours.
        </p>
      </>
    ),
  },
  {
    title: 'Press office',
    body: (
      <>
        <p>
          Write to <a href={`mailto:${SHOP_EMAIL}?subject=Press`}>{SHOP_EMAIL}</a> with "Press" in
          the subject, your publication and your deadline, or call{' '}
          <a href={`tel:${SHOP_TELEPHONE.replace(/[^+\d]/g, '')}`}>{SHOP_TELEPHONE}</a>. We reply
          within two business days, sooner for a close deadline.
        </p>
        <address className={content.address}>
          {SHOP_ADDRESS.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </>
    ),
  },
];

export function PressPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Press"
      lead="For interviews, images and samples, our press office is glad to help."
      sections={SECTIONS}
      help="Working on a story? Tell us what you need."
    />
  );
}
