import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocument } from '@shop/contracts/openapi';
import { startGateway } from '../testing/loopback';

/** Every service is down (the default stand-ins): whatever answers, the gateway answered it. */
describe('the API document at the gateway', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    ({ app, base } = await startGateway({ RATE_LIMIT_PER_MINUTE: '8' }));
  });

  afterAll(() => app.close());

  it('answers GET /api/openapi.json with the document, from the gateway itself', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('answers GET /api/docs with a page that loads its scripts from the gateway only', async () => {
    const res = await fetch(`${base}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const page = await res.text();
    expect(page).toContain('<div id="api-docs">');
    const sources = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      'data:,', // an empty icon: the browser asks for no /favicon.ico
      'docs/swagger-ui.css',
      'docs/swagger-ui-bundle.js',
      'docs/start-docs.js',
    ]);
  });

  it.each([
    ['swagger-ui.css', /^text\/css/],
    ['swagger-ui-bundle.js', /^text\/javascript/],
    ['start-docs.js', /^text\/javascript/],
  ])('serves the page file %s', async (name, type) => {
    const res = await fetch(`${base}/api/docs/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it('answers any other file name under /api/docs with the 404 envelope', async () => {
    for (const name of ['index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      const res = await fetch(`${base}/api/docs/${name}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  // Last: it spends the address's allowance.
  it('counts the document and the page against the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await fetch(`${base}/api/openapi.json`)).status);
      statuses.push((await fetch(`${base}/api/docs`)).status);
    }
    expect(statuses).toContain(429);
  });
});
