/** Footer-linked pages whose content the spec leaves open: a title and a short introduction. */
export const INFO_PAGES: Array<{ path: string; title: string; lead: string }> = [
  {
    path: '/care',
    title: 'Care Guide',
    lead: 'Brush, rest, condition: a few minutes a month keep leather supple for decades. Ask us about anything your pair or jacket needs.',
  },
  {
    path: '/gift-cards',
    title: 'Gift Cards',
    lead: 'Give the choice of a well-made pair of shoes or a jacket. Gift cards never expire and are delivered by e-mail.',
  },
  {
    path: '/press',
    title: 'Press',
    lead: 'For interviews, images and samples, write to our press office; we reply within two business days.',
  },
  {
    path: '/reviews',
    title: 'Reviews',
    lead: 'What our customers say about the fit, the leather and the way it ages.',
  },
  {
    path: '/locations',
    title: 'Store Locations',
    lead: 'Visit our store in New York to try every style on and have your measurements taken.',
  },
  {
    path: '/ambassadors',
    title: 'Ambassadors',
    lead: 'Craftspeople, travellers and creators who wear our leather every day. Interested in joining? Tell us about yourself.',
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    lead: 'We want everyone to be able to shop with us. If anything on this site is hard to use, tell us and we will fix it.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    lead: 'The terms that apply when you browse this site and buy from us.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    lead: 'What we collect when you shop with us, why, and how you stay in control of it.',
  },
];
