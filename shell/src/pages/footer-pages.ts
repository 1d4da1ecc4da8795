import type { ComponentType } from 'react';
import { AccessibilityPage } from './accessibility-page';
import { AmbassadorsPage } from './ambassadors-page';
import { CarePage } from './care-page';
import { GiftCardsPage } from './gift-cards-page';
import { LocationsPage } from './locations-page';
import { PressPage } from './press-page';
import { PrivacyPage } from './privacy-page';
import { ReviewsPage } from './reviews-page';
import { TermsPage } from './terms-page';

/** The pages the footer links to beyond About, Contact, FAQ and Shipping (spec §2 route table). */
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
