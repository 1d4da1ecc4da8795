import { lazy, type ComponentType } from 'react';

// Each page's text is fetched when the page is opened, not with every first visit.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const CarePage = page(() => import('./care-page').then((m) => ({ default: m.CarePage })));
const GiftCardsPage = page(() =>
  import('./gift-cards-page').then((m) => ({ default: m.GiftCardsPage })),
);
const PressPage = page(() => import('./press-page').then((m) => ({ default: m.PressPage })));
const ReviewsPage = page(() => import('./reviews-page').then((m) => ({ default: m.ReviewsPage })));
const LocationsPage = page(() =>
  import('./locations-page').then((m) => ({ default: m.LocationsPage })),
);
const AmbassadorsPage = page(() =>
  import('./ambassadors-page').then((m) => ({ default: m.AmbassadorsPage })),
);
const AccessibilityPage = page(() =>
  import('./accessibility-page').then((m) => ({ default: m.AccessibilityPage })),
);
const TermsPage = page(() => import('./terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = page(() => import('./privacy-page').then((m) => ({ default: m.PrivacyPage })));

/**
 * The pages the footer links to beyond About, Contact, FAQ and Shipping
 * (docs/product/storefront-pages.md#footer-pages).
 */
export const FOOTER_PAGES: Array<{ path: string; title: string; Page: ComponentType }> = [
  { path: '/care', title: 'Care Guide', Page: CarePage },
  { path: '/gift-cards', title: 'Gift Cards', Page: GiftCardsPage },
  { path: '/press', title: 'Press', Page: PressPage },
  { path: '/reviews', title: 'Reviews', Page: ReviewsPage },
  { path: '/locations', title: 'Store Locations', Page: LocationsPage },
  { path: '/ambassadors', title: 'Ambassadors', Page: AmbassadorsPage },
  { path: '/accessibility', title: 'Accessibility', Page: AccessibilityPage },
  { path: '/terms', title: 'Terms of Service', Page: TermsPage },
  { path: '/privacy', title: 'Privacy Policy', Page: PrivacyPage },
];
