import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Product, ProductImage } from '@shop/contracts';
import { DEMO_IMAGES_DIR, readDemoCatalogue, type DemoProduct } from '@shop/demo-catalogue';
import { buildDemoCatalogueOutput } from '@shop/demo-catalogue/build-output';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { CARD_IMAGE_WIDTH } from '../images/image-processing';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { products } from './products.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

let demo: DemoProduct[];
// Brings the demo catalogue's build output up to date; renders its images only on a fresh clone.
beforeAll(async () => {
  await buildDemoCatalogueOutput();
  demo = await readDemoCatalogue();
}, 120_000);

describe('demo catalogue seeding', () => {
  describe('on first start', () => {
    let catalog: CatalogTestApp;

    beforeAll(async () => {
      catalog = await startCatalogApp({ SEED_DEMO_CATALOGUE: 'true' });
    }, 120_000);

    afterAll(() => catalog?.stop());

    async function productCount(): Promise<number> {
      const [{ total }] = await catalog.db.select({ total: count() }).from(products);
      return total;
    }

    it('fills the empty catalogue with every demo product', async () => {
      expect(await productCount()).toBe(demo.length);
    });

    it('shows the Active demo products with their images served from /uploads', async () => {
      const http = request(catalog.app.getHttpServer());
      const res = await http.get('/api/product');
      expect(res.body.data).toHaveLength(
        demo.filter((product) => product.status === 'Active').length,
      );
      const first: Product = res.body.data[0];
      expect(first.images.length).toBeGreaterThan(0);
      expect(first.images.filter((image) => image.isPrimary)).toHaveLength(1);

      const image = await http.get(first.images[0].url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      for (const spec of demo.flatMap((product) => product.images)) {
        expect(existsSync(join(catalog.config.UPLOADS_DIR, spec.fileName))).toBe(true);
      }
    });

    it('gives every demo image a card-sized WebP variant', async () => {
      const http = request(catalog.app.getHttpServer());
      const res = await http.get('/api/product');
      const images = res.body.data.flatMap((product: Product) => product.images);
      expect(images.every((image: ProductImage) => image.cardUrl?.endsWith('-card.webp'))).toBe(
        true,
      );
      const card = await http.get(images[0].cardUrl);
      expect(card.status).toBe(200);
      expect(card.headers['content-type']).toBe('image/webp');
      expect((await sharp(card.body as Buffer).metadata()).width).toBe(CARD_IMAGE_WIDTH);
      // The full picture's width, for the storefront's srcset.
      const full = await http.get(images[0].url);
      expect(images[0].width).toBe((await sharp(full.body as Buffer).metadata()).width);
    });

    it('stores the card variants the demo catalogue’s build rendered, not renders of its own', async () => {
      for (const image of demo.flatMap((product) => product.images)) {
        const stored = await readFile(join(catalog.config.UPLOADS_DIR, image.cardFileName));
        expect(stored.equals(await readFile(join(DEMO_IMAGES_DIR, image.cardFileName)))).toBe(true);
      }
    });

    it('does not seed again once the catalogue has products', async () => {
      const seeder = catalog.app.get(DemoCatalogueSeeder);
      expect(await seeder.seedIfEmpty()).toBe(0);
      expect(await productCount()).toBe(demo.length);
    });

    it('seeds once when two starters race on an empty catalogue', async () => {
      await catalog.db.delete(products);
      const seeder = catalog.app.get(DemoCatalogueSeeder);
      const added = await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty()]);
      expect(added.sort((a, b) => a - b)).toEqual([0, demo.length]);
      expect(await productCount()).toBe(demo.length);
    });
  });

  it('leaves the catalogue empty when SEED_DEMO_CATALOGUE is false', async () => {
    const catalog = await startCatalogApp({ SEED_DEMO_CATALOGUE: 'false' });
    try {
      const res = await request(catalog.app.getHttpServer()).get('/api/product');
      expect(res.body.data).toEqual([]);
    } finally {
      await catalog.stop();
    }
  });
});
