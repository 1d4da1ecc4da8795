import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { rawGet, startGateway, startLoopback, type Loopback } from '../testing/loopback';

/** A product list much like the demo catalogue's: repetitive JSON, tens of kilobytes. */
const PRODUCTS = {
  success: true,
  data: Array.from({ length: 40 }, (_, i) => ({
    _id: `product-${i}`,
    name: `Oxford leather shoe ${i}`,
    description: 'Hand-stitched full-grain leather upper, leather sole, cushioned insole.',
    price: { base: 120 + i, discount: 99 + i },
    sizes: ['40', '41', '42', '43', '44'].map((size) => ({ size, available: true })),
    images: [`/uploads/product-${i}-1.webp`, `/uploads/product-${i}-2.webp`],
  })),
};
const PRODUCTS_JSON = JSON.stringify(PRODUCTS);
// Random bytes stand in for an image: no compressor could shrink them anyway.
const IMAGE = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251));

describe('gateway compression', () => {
  let catalog: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    catalog = await startLoopback((req, res) => {
      if (req.url?.startsWith('/uploads/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': IMAGE.length });
        return res.end(IMAGE);
      }
      const body = req.url === '/api/product' ? PRODUCTS_JSON : '{"success":true}';
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    ({ app, base } = await startGateway({ CATALOG_URL: catalog.url }));
  });

  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('answers the product list in brotli to a client that accepts it, and it decodes to the same JSON', async () => {
    const answer = await rawGet(`${base}/api/product`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(PRODUCTS_JSON.length / 4);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(PRODUCTS);
  });

  it('answers in gzip to a client that accepts only gzip', async () => {
    const answer = await rawGet(`${base}/api/product`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual(PRODUCTS);
  });

  it('answers as it is to a client that accepts no encoding', async () => {
    const answer = await rawGet(`${base}/api/product`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(PRODUCTS_JSON);
  });

  it('leaves an answer below the threshold as it is', async () => {
    const answer = await rawGet(`${base}/api/product/42`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('{"success":true}');
  });

  it('never compresses an image under /uploads', async () => {
    const answer = await rawGet(`${base}/uploads/shoe.png`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(IMAGE)).toBe(true);
  });
});
