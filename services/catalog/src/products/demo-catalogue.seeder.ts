import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDatabase, SERVICE_CONFIG, type Database, type DbOrTx } from '@shop/service-kit';
import { DEMO_IMAGES_DIR, readDemoCatalogue, type DemoProduct } from '@shop/demo-catalogue';
import { count, sql } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { products, type NewProductRow } from './products.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Held for the seeding transaction, so replicas starting together seed once. */
const SEED_LOCK_KEY = 'catalog:demo-catalogue';

/**
 * Fills an empty catalogue with the demo products on first start and copies their images, which
 * the demo catalogue's build has rendered, into the uploads folder.
 * SEED_DEMO_CATALOGUE=false turns it off.
 */
@Injectable()
export class DemoCatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoCatalogueSeeder.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
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
    // Copying happens outside the transaction; it keeps files already there, so a second
    // starter racing this one only redoes work.
    await copyDemoImages(demo, this.config.UPLOADS_DIR);

    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK_KEY}))`);
      if (!(await isEmpty(tx))) return 0;
      const seedDate = Date.now();
      const inserted = await tx
        .insert(products)
        .values(demo.map((product) => toProductRow(product, seedDate)))
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      return inserted.length;
    });
  }
}

/** Copies the demo products' rendered images into the uploads folder, keeping files already there. */
export async function copyDemoImages(demo: DemoProduct[], uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const fileNames = demo.flatMap((product) => product.images.map((image) => image.fileName));
  await Promise.all(
    fileNames.map(async (fileName) => {
      const path = join(uploadsDir, fileName);
      if (existsSync(path)) return;
      // Copied aside and renamed, so a start interrupted mid-copy never leaves a broken file
      // to be skipped later.
      await copyFile(join(DEMO_IMAGES_DIR, fileName), `${path}.partial`);
      await rename(`${path}.partial`, path);
    }),
  );
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(products);
  return total === 0;
}

function toProductRow(product: DemoProduct, seedDate: number): NewProductRow {
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
      url: `/uploads/${image.fileName}`,
      isPrimary: index === 0,
      altText: image.altText,
    })),
    createdAt,
    updatedAt: createdAt,
  };
}
