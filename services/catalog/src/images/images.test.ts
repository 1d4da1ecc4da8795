import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { IMAGE_MESSAGES } from './images.controller';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

// The smallest valid WebP: a RIFF header around an empty VP8L frame is enough for the type.
const WEBP = Buffer.from(
  '52494646240000005745425056503820180000003001009d012a0100010002003425a400037000fefb94000000',
  'hex',
);

describe('GET /uploads/*', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    catalog = await startCatalogApp();
    http = request(catalog.app.getHttpServer());
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'seed-chelsea-1.webp'), WEBP);
    mkdirSync(join(catalog.config.UPLOADS_DIR, 'products'), { recursive: true });
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'products', 'biker.webp'), WEBP);
    writeFileSync(join(catalog.config.UPLOADS_DIR, '.env'), 'SECRET=1');
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'logo.svg'), '<svg onload="alert(1)"/>');
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'notes.txt'), 'hello');
    writeFileSync(join(catalog.config.UPLOADS_DIR, 'SHOUT.JPG'), WEBP);
  });

  afterAll(() => catalog?.stop());

  it('serves an image from the uploads folder with long cache headers', async () => {
    const res = await http.get('/uploads/seed-chelsea-1.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body as Buffer, WEBP)).toBe(0);
  });

  it('tells the browser never to sniff another type and to sandbox the file as a document', async () => {
    const res = await http.get('/uploads/seed-chelsea-1.webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
  });

  it('serves the image extensions in any case', async () => {
    expect((await http.get('/uploads/SHOUT.JPG')).status).toBe(200);
  });

  it('serves images in sub-folders', async () => {
    const res = await http.get('/uploads/products/biker.webp');
    expect(res.status).toBe(200);
  });

  it.each([
    '/uploads/missing.webp',
    '/uploads/.env',
    '/uploads/..%2Fpackage.json',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/logo.svg',
    '/uploads/page.html',
    '/uploads/notes.txt',
    '/uploads/products',
  ])('answers 404 Image not found for %s', async (path) => {
    const res = await http.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: IMAGE_MESSAGES.notFound });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
