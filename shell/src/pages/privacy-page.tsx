import { Link } from 'react-router-dom';
import {
  ANALYTICS_RETENTION_MONTHS,
  ORDER_RECORD_YEARS,
  PRIVACY_REQUEST_DAYS,
  SHOP_ADDRESS,
  SHOP_EMAIL,
  SHOP_NAME,
} from '../shop-policy';
import { ContentPage, type ContentSection } from './content-page';

const deletionRequest = `mailto:${SHOP_EMAIL}?subject=${encodeURIComponent('Delete my data')}`;

const SECTIONS: ContentSection[] = [
  {
    title: 'Who is responsible',
    body: (
      <p>
        {SHOP_NAME}, {SHOP_ADDRESS.join(', ')}, decides what is collected on this site and why.
        Questions about your data go to <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>. We do not
        sell personal data, and we do not share it for advertising.
      </p>
    ),
  },
  {
    title: 'What the shop stores',
    body: (
      <ul>
        <li>
          <strong>Your account</strong>: your name, e-mail address and a one-way hash of your
          password (never the password itself), and whether your e-mail address is verified.
        </li>
        <li>
          <strong>Your orders</strong>: what you ordered, the delivery details you entered, the
          payment method and, for PayPal, PayPal's transaction number. We never see your card or
          bank details.
        </li>
        <li>
          <strong>Your measurements</strong>, if you save them, to fit jackets and suggest sizes.
          You can change or delete them yourself in your <Link to="/profile">profile</Link>.
        </li>
        <li>
          <strong>Your welcome survey answers</strong>, if you give them: how you heard of us and
          what you like to wear.
        </li>
      </ul>
    ),
  },
  {
    title: 'What our own analytics store',
    body: (
      <>
        <p>
          To know which pages help people and which do not, the shop counts visits with its own
          analytics, run on our own servers. For each visit it stores:
        </p>
        <ul>
          <li>
            <strong>A session</strong>: a random number your browser keeps for the visit, so the
            pages of one visit are counted together, with its start and end time.
          </li>
          <li>
            <strong>Page views</strong>: the address and title of each page you open, and when.
          </li>
          <li>
            <strong>Where you came from</strong>: the campaign tags in the link you followed
            (utm_source, utm_medium, utm_campaign) or the site that referred you, and the first page
            you landed on.
          </li>
          <li>
            <strong>A coarse location</strong>: the country and city your internet address belongs
            to, looked up in a location database kept on our own servers. No outside service is
            asked, only the country and city are stored, never the address itself.
          </li>
          <li>
            <strong>Your device</strong>: whether it is a phone, tablet or computer, and its browser
            and operating system, as your browser announces them.
          </li>
        </ul>
        <p>
          When you are signed in, sign-ins, sign-ups and orders are linked to your account so we can
          count returning customers and sales.
        </p>
      </>
    ),
  },
  {
    title: 'What stays in your browser',
    body: (
      <p>
        Your browser's own storage keeps your cart, your sign-in token, whether you answered the
        welcome survey and your accessibility mode, so they are still there next time; and, for the
        visit only, your conversation with our chat assistant. Nothing in it is used to follow you
        on other sites. Signing out removes the token; clearing your browser's site data removes the
        rest.
      </p>
    ),
  },
  {
    title: 'Third parties',
    body: (
      <>
        <p>
          No advertising, social media or third-party tracking scripts load on this site unless the
          shop is configured to use one; if we ever turn one on, this page will name it first.
        </p>
        <p>
          If you pay with PayPal, PayPal receives what it needs to take the payment under its own
          privacy policy. Our e-mail provider sends verification and order e-mails on our behalf,
          and carriers receive your name and delivery address to bring your parcel.
        </p>
      </>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Analytics records are deleted {ANALYTICS_RETENTION_MONTHS} months after the visit; only
          totals without any link to a visitor are kept longer.
        </li>
        <li>Your account, measurements and survey answers: until you close your account.</li>
        <li>
          Orders: {ORDER_RECORD_YEARS} years after the order, as tax and accounting law requires.
        </li>
      </ul>
    ),
  },
  {
    title: 'Your rights and how to ask for deletion',
    body: (
      <>
        <p>
          You can ask for a copy of the data we hold about you, have it corrected, or have it
          deleted. To delete your account and everything linked to it, write to{' '}
          <a href={deletionRequest}>{SHOP_EMAIL}</a> from the e-mail address of your account with
          "Delete my data" in the subject.
        </p>
        <p>
          We confirm your request and complete it within {PRIVACY_REQUEST_DAYS} days: your account,
          measurements, survey answers and the analytics linked to it are deleted; orders are kept
          only as long as the law requires, and then deleted too. You may also complain to your
          local data protection authority.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        When what we collect changes, we update this page before the change takes effect, and tell
        account holders by e-mail when the change matters to them.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What we collect when you shop with us, why, for how long, and how you stay in control of it."
      sections={SECTIONS}
      contents
      help="Questions about your data, or a request? Write to us."
    />
  );
}
