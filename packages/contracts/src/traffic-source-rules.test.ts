import { classifyTrafficSource, DIRECT_TRAFFIC } from './traffic-source-rules';

describe('traffic source detection (storefront spec §9)', () => {
  it('takes the campaign parameters first, whatever the referrer', () => {
    expect(
      classifyTrafficSource({
        utm_source: 'Newsletter',
        utm_medium: 'Email',
        utm_campaign: 'Autumn boots',
        referrer: 'https://www.google.com/',
      }),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'Autumn boots',
      type: 'campaign',
    });
  });

  it('reads a campaign without a medium as medium campaign', () => {
    expect(classifyTrafficSource({ utm_source: 'instagram' })).toEqual({
      source: 'instagram',
      medium: 'campaign',
      type: 'campaign',
    });
  });

  it.each([
    ['https://www.instagram.com/', 'instagram'],
    ['https://l.instagram.com/?u=x', 'instagram'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://twitter.com/shop', 'twitter'],
    ['https://t.co/abc', 'twitter'],
    ['https://www.tiktok.com/@shop', 'tiktok'],
    ['https://www.youtube.com/watch?v=1', 'youtube'],
    ['https://www.linkedin.com/feed', 'linkedin'],
    ['https://www.pinterest.com/pin/1', 'pinterest'],
  ])('counts a referrer from %s as social traffic from %s', (referrer, source) => {
    expect(classifyTrafficSource({ referrer })).toEqual({
      source,
      medium: 'social',
      type: 'social',
    });
  });

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=boots', 'google'],
    ['https://www.bing.com/search?q=boots', 'bing'],
    ['https://search.yahoo.com/search?p=boots', 'yahoo'],
    ['https://duckduckgo.com/', 'duckduckgo'],
  ])('counts a referrer from %s as search traffic from %s', (referrer, source) => {
    expect(classifyTrafficSource({ referrer })).toEqual({
      source,
      medium: 'organic',
      type: 'search',
    });
  });

  it('counts any other site as a referral from its host', () => {
    expect(classifyTrafficSource({ referrer: 'https://www.leatherblog.example/post/1' })).toEqual({
      source: 'leatherblog.example',
      medium: 'referral',
      type: 'referral',
    });
    expect(classifyTrafficSource({ referrer: 'https://notgoogle.com/' }).type).toBe('referral');
  });

  it('counts no referrer, an unreadable one or the shop itself as direct', () => {
    expect(classifyTrafficSource({})).toEqual(DIRECT_TRAFFIC);
    expect(classifyTrafficSource({ referrer: 'not a url' })).toEqual(DIRECT_TRAFFIC);
    expect(
      classifyTrafficSource({ referrer: 'https://www.shop.example/collection' }, 'shop.example'),
    ).toEqual(DIRECT_TRAFFIC);
  });
});
