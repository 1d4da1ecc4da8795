type Sdk = typeof import('../index');

let sdk: Sdk;

beforeEach(async () => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  // A fresh copy of the SDK, as a new page load has.
  jest.resetModules();
  sdk = await import('../index');
});

describe('third-party scripts', () => {
  it('load none by default', async () => {
    await sdk.configureTracking({});
    sdk.trackPageView();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('load the tag manager, web analytics and pixel whose ids are configured', async () => {
    await sdk.configureTracking({
      tagManagerId: 'GTM-TEST1',
      webAnalyticsId: 'G-TEST2',
      pixelId: '12345',
    });
    const sources = [...document.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST2',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    sdk.track('begin_checkout', { value: 30 });
    expect(window.fbq?.queue).toContainEqual(['trackCustom', 'begin_checkout', { value: 30 }]);
  });
});
