import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDatabase, SERVICE_CONFIG, type Database, type DbOrTx } from '@shop/service-kit';
import {
  DEMO_IMAGES_DIR,
  readDemoCatalogue,
  type DemoImage,
  type DemoProduct,
} from '@shop/demo-catalogue';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CatalogConfig } from '../config';
import { FILE_STORAGE, type FileStorage } from '../images/file-storage';
import { detectImageFormat } from '../images/image-processing';
import { products, type NewProductRow } from './products.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Held for the seeding transaction, so replicas starting together seed once. */
const SEED_LOCK_KEY = 'catalog:demo-catalogue';
/** Files are read and written a few at a time. */
const IMAGE_CONCURRENCY = 4;

/** Where a demo image went in the file storage. */
export interface StoredDemoImage {
  url: string;
  cardUrl: string;
  /** The full picture's width in pixels. */
  width?: number;
}

/**
 * Fills an empty catalogue with the demo products on first start and puts their images and card
 * variants, which the demo catalogue's build has rendered, into the file storage.
 * SEED_DEMO_CATALOGUE turns it on (by default only with NODE_ENV=development).
 */
@Injectable()
export class DemoCatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoCatalogueSeeder.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_CATALOGUE) return;
    const seeded = await this.seedIfEmpty();
    if (seeded > 0) {
      this.logger.log(
        `seeded the demo catalogue: ${seeded} products, images in ${this.config.UPLOADS_DIR}`,
      );
    }
  }

  /** Seeds when the catalogue has no product at all; answers how many products it added. */
  async seedIfEmpty(): Promise<number> {
    if (!(await isEmpty(this.db))) return 0;
    const demo = await readDemoCatalogue();
    // Storing happens outside the transaction; each file is replaced whole, so a second starter
    // racing this one only redoes work.
    const images = await storeDemoImages(demo, this.storage);

    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK_KEY}))`);
      if (!(await isEmpty(tx))) return 0;
      const seedDate = Date.now();
      const inserted = await tx
        .insert(products)
        .values(demo.map((product) => toProductRow(product, images, seedDate)))
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      return inserted.length;
    });
  }
}

/**
 * Puts each demo image and its card variant into the storage as the build rendered them (WebP,
 * nothing to render on a start). An image in a format the shop does not serve would be stored as
 * WebP.
 */
export async function storeDemoImages(
  demo: DemoProduct[],
  storage: FileStorage,
): Promise<Map<string, StoredDemoImage>> {
  const queue = demo.flatMap((product) => product.images);
  const stored = new Map<string, StoredDemoImage>();
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      stored.set(image.fileName, await storeDemoImage(image, storage));
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return stored;
}

async function storeDemoImage(
  { fileName, cardFileName }: DemoImage,
  storage: FileStorage,
): Promise<StoredDemoImage> {
  const original = await readFile(join(DEMO_IMAGES_DIR, fileName));
  const format = detectImageFormat(original);
  const stem = fileName.slice(0, fileName.length - extname(fileName).length);
  const key = format ? fileName : `${stem}.webp`;
  const data = format ? original : await sharp(original).webp().toBuffer();
  await storage.put(key, data, `image/${format ?? 'webp'}`);
  await storage.put(
    cardFileName,
    await readFile(join(DEMO_IMAGES_DIR, cardFileName)),
    'image/webp',
  );
  const { width } = await sharp(data).metadata();
  return { url: storage.url(key), cardUrl: storage.url(cardFileName), width };
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(products);
  return total === 0;
}

function toProductRow(
  product: DemoProduct,
  images: Map<string, StoredDemoImage>,
  seedDate: number,
): NewProductRow {
  const createdAt = new Date(seedDate - product.createdDaysAgo * DAY_MS);
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
    productType: product.productType,
    description: product.description,
    features: product.features,
    color: product.color,
    colorCode: product.colorCode,
    sku: product.sku.toUpperCase(),
    status: product.status,
    priceBase: product.price.base,
    priceDiscount: product.price.discount,
    stockQuantity: product.stockQuantity,
    viewCount: product.viewCount,
    purchaseCount: product.purchaseCount,
    modelGroup: product.modelGroup,
    madeToMeasureCharge: product.additionalCharges?.madeToMeasure ?? null,
    shoeDetails: product.shoeDetails ?? null,
    jacketDetails: product.jacketDetails ?? null,
    images: product.images.map((image, index) => ({
      _id: randomUUID(),
      ...images.get(image.fileName)!,
      isPrimary: index === 0,
      altText: image.altText,
    })),
    createdAt,
    updatedAt: createdAt,
  };
}
