import { classifyTrafficSource, TRACK_BATCH_LIMIT } from '@shop/contracts';

type Sdk = typeof import('../index');

const API = 'http://localhost:4400';
const TRACK_URL = `${API}/api/realtime-analytics/track`;

let sdk: Sdk;
let sendBeacon: jest.Mock;
let fetchMock: jest.Mock;

/** A fresh copy of the SDK, as a new page load has. */
async function loadSdk(): Promise<Sdk> {
  jest.resetModules();
  return import('../index');
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function beaconed(): Promise<Record<string, unknown>[][]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await readBlob(blob as Blob))),
  );
}

const dataLayer = () => (window.dataLayer ?? []) as Record<string, unknown>[];

function arriveAt(url: string, referrer = ''): void {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(async () => {
  // Earlier tests' copies of the tracker still listen: let them send what they hold first.
  window.dispatchEvent(new Event('pagehide'));
  sessionStorage.clear();
  localStorage.clear();
  delete window.dataLayer;
  document.head.innerHTML = '';
  sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  fetchMock = jest.fn(async () => new Response('{"success":true}'));
  global.fetch = fetchMock;
  arriveAt('/');
  sdk = await loadSdk();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the landing page record', () => {
  it('is recorded once per session, with the campaign parameters and the referrer', async () => {
    arriveAt(
      '/collection?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=boots',
      'https://www.instagram.com/',
    );
    sdk.trackPageView();
    const first = JSON.parse(sessionStorage.getItem('landingPage')!);
    expect(first).toEqual({
      url: 'http://localhost/collection?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=boots',
      path: '/collection',
      referrer: 'https://www.instagram.com/',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'boots',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    arriveAt('/about?utm_source=other');
    sdk = await loadSdk(); // a reload in the same session
    sdk.trackPageView();
    expect(JSON.parse(sessionStorage.getItem('landingPage')!)).toEqual(first);
  });

  it('is announced to the tag manager once as landing_page_data', () => {
    arriveAt('/?utm_source=google');
    sdk.trackPageView();
    sdk.trackPageView({ pathname: '/collection', search: '' });
    const announced = dataLayer().filter((entry) => entry.event === 'landing_page_data');
    expect(announced).toEqual([
      expect.objectContaining({ path: '/', utm_source: 'google', platform: 'web' }),
    ]);
  });
});

describe('page views', () => {
  it('push a pageview with url, title, path, platform and environment', () => {
    document.title = 'Collection';
    sdk.trackPageView({ pathname: '/collection', search: '?q=boots' });
    expect(dataLayer()).toContainEqual({
      event: 'pageview',
      url: 'http://localhost/collection?q=boots',
      title: 'Collection',
      path: '/collection',
      platform: 'web',
      environment: 'production',
    });
  });

  it('carry the environment the runtime config names', () => {
    sdk.configureTracking({ environment: 'staging' });
    sdk.track('view_cart', { value: 20 });
    expect(dataLayer()).toContainEqual({
      event: 'view_cart',
      value: 20,
      platform: 'web',
      environment: 'staging',
    });
  });

  it('are batched and sent by beacon when the page is left', async () => {
    sdk.trackPageView({ pathname: '/', search: '' });
    sdk.trackPageView({ pathname: '/collection', search: '' });
    expect(sendBeacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe(TRACK_URL);
    expect((sendBeacon.mock.calls[0][1] as Blob).type).toBe('text/plain;charset=utf-8');
    const [batch] = await beaconed();
    expect(batch.map((item) => item.path)).toEqual(['/', '/collection']);
    const sessionId = sessionStorage.getItem('analyticsSessionId');
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(batch.map((item) => item.sessionId)).toEqual([sessionId, sessionId]);
    expect(batch[0].landingPage).toEqual(expect.objectContaining({ path: '/' }));
    expect(batch[1].landingPage).toBeUndefined();
    expect(batch[1].referrer).toBe('http://localhost/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keep one session id across reloads of the session', async () => {
    sdk.trackPageView();
    window.dispatchEvent(new Event('pagehide'));
    sdk = await loadSdk();
    sdk.trackPageView({ pathname: '/about', search: '' });
    window.dispatchEvent(new Event('pagehide'));
    const [first, second] = await beaconed();
    expect(second[0].sessionId).toBe(first[0].sessionId);
    expect(second[0].visitorId).toBe(first[0].visitorId);
  });

  it('leave every few seconds, and at once when the batch is full', async () => {
    jest.useFakeTimers();
    sdk = await loadSdk();
    sdk.trackPageView({ pathname: '/', search: '' });
    jest.advanceTimersByTime(4999);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    for (let page = 0; page < TRACK_BATCH_LIMIT; page += 1) {
      sdk.trackPageView({ pathname: `/product/${page}`, search: '' });
    }
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beaconed())[1]).toHaveLength(TRACK_BATCH_LIMIT);
  });

  it('fall back to a keepalive fetch when the browser refuses the beacon', async () => {
    sendBeacon.mockReturnValue(false);
    sdk.trackPageView();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledWith(
      TRACK_URL,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=UTF-8' });
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
});

describe('ecommerce events', () => {
  it("go to the analytics service with the shopper's token by keepalive fetch", () => {
    localStorage.setItem('token', 'shopper-token');
    sdk.track('add_to_cart', { item_id: 'p1', size: 'M', quantity: 1 });
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(TRACK_URL);
    expect(init).toEqual(expect.objectContaining({ keepalive: true }));
    expect(init.headers).toEqual(expect.objectContaining({ token: 'shopper-token' }));
    expect(JSON.parse(init.body as string)).toEqual([
      {
        eventType: 'add_to_cart',
        eventData: { item_id: 'p1', size: 'M', quantity: 1 },
        timestamp: expect.any(String),
        sessionId: sessionStorage.getItem('analyticsSessionId'),
      },
    ]);
  });

  it('reach the data layer but not the service without a token, which would skip them', () => {
    sdk.track('search', { search_term: 'boots' });
    window.dispatchEvent(new Event('pagehide'));
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'search', search_term: 'boots', platform: 'web' }),
    );
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the activity form', () => {
  it("carries the session's traffic source by the shared rule, and the device type", async () => {
    arriveAt('/?utm_source=Instagram&utm_medium=social&utm_campaign=launch', 'https://t.co/x');
    sdk.trackPageView();
    sdk.trackActivity('registration', { email: 'new@example.com' });
    window.dispatchEvent(new Event('pagehide'));

    const activity = (await beaconed())[0][1];
    const landingPage = JSON.parse(sessionStorage.getItem('landingPage')!);
    expect(activity).toEqual(
      expect.objectContaining({
        activityType: 'registration',
        email: 'new@example.com',
        trafficSource: classifyTrafficSource(landingPage, 'localhost'),
        device: { type: 'desktop' },
        metadata: expect.objectContaining({ language: navigator.language }),
      }),
    );
    expect(activity.trafficSource).toEqual({
      source: 'instagram',
      medium: 'social',
      campaign: 'launch',
      type: 'campaign',
    });
  });
});

describe('failures', () => {
  it('never reach the page', async () => {
    sendBeacon.mockImplementation(() => {
      throw new Error('beacon broken');
    });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => {
      sdk.trackPageView();
      window.dispatchEvent(new Event('pagehide'));
    }).not.toThrow();

    localStorage.setItem('token', 'shopper-token');
    sdk.track('purchase', { value: 10 });
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    await Promise.resolve();
  });
});

describe('the activity form from a back-office screen', () => {
  it("adds a screen's own details to the metadata, e.g. the back office's open tab", async () => {
    sdk.trackActivity(
      'page_view',
      { userId: 'u-1', email: 'admin@example.com' },
      { page: '/admin/analytics', activeTab: 'live' },
    );
    window.dispatchEvent(new Event('pagehide'));

    const activity = (await beaconed())[0][0];
    expect(activity).toEqual(
      expect.objectContaining({
        activityType: 'page_view',
        userId: 'u-1',
        metadata: expect.objectContaining({
          page: '/admin/analytics',
          activeTab: 'live',
          language: navigator.language,
        }),
      }),
    );
  });
});
