import {
  ACCESSIBILITY_REPLY_BUSINESS_DAYS,
  SHOP_ADDRESS,
  SHOP_EMAIL,
  SHOP_NAME,
  SHOP_TELEPHONE,
} from '../shop-policy';
import { AccessibilityModeSwitch } from '../layout/accessibility-mode-switch';
import { ContentPage, type ContentSection } from './content-page';
import content from './content-page.module.css';

const SECTIONS: ContentSection[] = [
  {
    title: 'Our commitment',
    body: (
      <p>
        {SHOP_NAME} wants everyone to be able to browse, choose and order with us, whatever device
        or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines
        (WCAG) 2.2 at level AA, check new pages with automated tools and by hand with a keyboard and
        a screen reader, and fix what we find.
      </p>
    ),
  },
  {
    title: 'Accessibility mode',
    body: (
      <>
        <p>
          The switch above, also at the foot of every page, makes the text larger, the text and
          borders darker for more contrast and the focus outline heavier, and stops automatic
          motion: the slides and testimonials on the home page no longer move on by themselves and
          animations finish at once. Your choice is remembered in this browser.
        </p>
        <p>
          If your device is set to reduce motion, we honour that on every page, with or without
          accessibility mode.
        </p>
      </>
    ),
  },
  {
    title: 'What you can expect',
    body: (
      <ul>
        <li>
          Every page can be used with a keyboard alone. The first Tab on each page offers "Skip to
          content", and the focused item always shows an outline.
        </li>
        <li>
          The menu on small screens and every dialog keep focus inside while open; Escape closes
          them and returns you to where you were.
        </li>
        <li>
          Pages have one main heading, landmarks for the header, navigation, main content and
          footer, and a title that names the page.
        </li>
        <li>
          Messages such as "added to cart" are read out by screen readers; they stay on screen while
          you point at them or focus them, and can be dismissed with a button.
        </li>
        <li>Text can be enlarged with your browser's zoom; the layout adapts to narrow screens.</li>
      </ul>
    ),
  },
  {
    title: 'Known limitations',
    body: (
      <ul>
        <li>
          The PayPal button at checkout is provided by PayPal and follows their accessibility work,
          not ours. Cash on delivery is always available as an alternative.
        </li>
        <li>
          Product photographs are described by the product's name; finer details such as the
          stitching or the grain are in the product description.
        </li>
      </ul>
    ),
  },
  {
    title: 'How to reach us',
    body: (
      <>
        <p>
          If anything on this site is hard to use, or you need information in another format, tell
          us and we will help you complete your order another way and fix the problem. We reply
          within {ACCESSIBILITY_REPLY_BUSINESS_DAYS} business days.
        </p>
        <ul>
          <li>
            E-mail <a href={`mailto:${SHOP_EMAIL}?subject=Accessibility`}>{SHOP_EMAIL}</a>, with
            "Accessibility" in the subject
          </li>
          <li>
            Telephone <a href={`tel:${SHOP_TELEPHONE.replace(/[^+\d]/g, '')}`}>{SHOP_TELEPHONE}</a>
          </li>
          <li>
            By post: <address className={content.inlineAddress}>{SHOP_ADDRESS.join(', ')}</address>
          </li>
        </ul>
      </>
    ),
  },
];

export function AccessibilityPage() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Accessibility"
      lead="We want everyone to be able to shop with us. If anything on this site is hard to use, tell us and we will fix it."
      opening={
        <div className={content.opening}>
          <AccessibilityModeSwitch tone="light" />
        </div>
      }
      sections={SECTIONS}
      help="Found something hard to use? Tell us, we read every message."
    />
  );
}
