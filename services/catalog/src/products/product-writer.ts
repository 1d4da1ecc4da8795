import { randomBytes } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_MESSAGES,
  SUBJECTS,
  type Product,
  type ProductForm,
  type ProductImage,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { and, eq, ne } from 'drizzle-orm';
import type { RenderedImage } from '../images/image-processing';
import { ProductImageStore } from '../images/product-image-store';
import { ProductReadCache } from '../read-model/product-read-cache';
import { productFormRefusal } from './product-form-refusal';
import { emitProductUpdated } from './product-updated';
import { toProductView } from './product-view';
import {
  productColumns,
  products,
  raisedVersion,
  type NewProductRow,
  type ProductRow,
} from './products.table';

const M = PRODUCT_ADMIN_MESSAGES;
/** A generated SKU that clashes (one chance in 4 billion) is drawn again, this many times. */
const SKU_ATTEMPTS = 5;
const UNIQUE_VIOLATION = '23505';
const SKU_CONSTRAINT = 'products_sku_unique';

/**
 * Every change an admin makes to the catalogue, in one place: each writes its rows and its
 * catalog.product.* event in one transaction, and the image files around it: new files before
 * the transaction (removed again if it fails), replaced or deleted files after it commits.
 */
@Injectable()
export class ProductWriter {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly images: ProductImageStore,
    private readonly readCache: ProductReadCache,
    private readonly bus: EventBus,
  ) {}

  async create(form: ProductForm, uploads: RenderedImage[]): Promise<Product> {
    if (form.sku) await this.refuseTakenSku(form.sku);
    const images = withPrimary(await this.images.save(uploads, form.name));
    try {
      for (let attempt = 1; ; attempt++) {
        const sku = form.sku ?? generateSku(form);
        const row = await this.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(products)
            .values({ ...formValues(form), sku, images })
            .onConflictDoNothing({ target: products.sku })
            .returning(productColumns);
          if (inserted) await emitProductUpdated(this.bus, tx, inserted);
          return inserted;
        });
        if (row) {
          await this.announced(row.id);
          return toProductView(row);
        }
        if (form.sku || attempt >= SKU_ATTEMPTS) throw new ConflictException(M.skuTaken);
      }
    } catch (error) {
      await this.images.remove(images);
      throw error;
    }
  }

  /**
   * Replaces the product's fields; new images join its images (10 at most in all). Given the
   * version the form was opened on, a product changed since (an order took stock, another admin
   * saved) is refused with 409 and nothing is written; without one, the form's values win.
   */
  async update(
    id: string,
    form: ProductForm,
    uploads: RenderedImage[],
    openedVersion?: number,
  ): Promise<Product> {
    const [current] = await this.db
      .select(productColumns)
      .from(products)
      .where(eq(products.id, id));
    if (!current) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    refuseChangedSince(current, openedVersion);
    refuseTooManyImages(current.images.length + uploads.length);
    if (form.sku) await this.refuseTakenSku(form.sku, id);

    const added = await this.images.save(uploads, form.name);
    try {
      const row = await this.db.transaction(async (tx) => {
        const locked = await lockedProduct(tx, id);
        // Checked again under the lock: an order or another edit may have come in between, and
        // two edits may have added images at once.
        refuseChangedSince(locked, openedVersion);
        refuseTooManyImages(locked.images.length + added.length);
        const images = choosePrimary([...locked.images, ...added], form.primaryImageId);
        const [updated] = await tx
          .update(products)
          .set({
            ...formValues(form),
            sku: form.sku ?? locked.sku ?? generateSku(form),
            images,
            version: raisedVersion(),
            updatedAt: new Date(),
          })
          .where(eq(products.id, id))
          .returning(productColumns);
        await emitProductUpdated(this.bus, tx, updated);
        return updated;
      });
      await this.announced(id);
      return toProductView(row);
    } catch (error) {
      await this.images.remove(added);
      throw isSkuClash(error) ? new ConflictException(M.skuTaken) : error;
    }
  }

  /** Removes one image and its files; if it was the primary, the first one left takes over. */
  async removeImage(id: string, imageId: string): Promise<Product> {
    const { row, removed } = await this.db.transaction(async (tx) => {
      const locked = await lockedProduct(tx, id);
      const image = locked.images.find((candidate) => candidate._id === imageId);
      if (!image) throw new NotFoundException(M.imageNotFound);
      const images = withPrimary(locked.images.filter((candidate) => candidate !== image));
      const [updated] = await tx
        .update(products)
        .set({ images, version: raisedVersion(), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning(productColumns);
      await emitProductUpdated(this.bus, tx, updated);
      return { row: updated, removed: image };
    });
    await this.announced(id);
    await this.images.remove([removed]);
    return toProductView(row);
  }

  /** Removes the product and, once that is committed, its image files. */
  async delete(id: string): Promise<void> {
    const deleted = await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning(productColumns);
      if (!row) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
      await this.bus.emit(tx, SUBJECTS.productDeleted, { productId: row.id });
      return row;
    });
    await this.announced(id);
    await this.images.remove(deleted.images);
  }

  /**
   * After a change commits: this replica's next read must show it at once, and the event goes
   * out now rather than at the relay's next tick, so the other replicas drop their copies before
   * the admin's answer arrives.
   */
  private async announced(productId: string): Promise<void> {
    this.readCache.productChanged(productId);
    await this.bus.flush();
  }

  /** A clear 409 before any file is written; the unique index still decides a race. */
  private async refuseTakenSku(sku: string, exceptId?: string): Promise<void> {
    const [holder] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, sku), exceptId ? ne(products.id, exceptId) : undefined));
    if (holder) throw new ConflictException(M.skuTaken);
  }
}

/** The columns the product form decides; the stock is the sum of the size stocks. */
function formValues(form: ProductForm): Omit<NewProductRow, 'sku' | 'images'> {
  const sizes = (form.shoeDetails ?? form.jacketDetails)?.sizes ?? [];
  return {
    name: form.name,
    description: form.description,
    brand: form.brand,
    category: form.category,
    subcategory: form.subcategory,
    status: form.status,
    priceBase: form.price.base,
    priceDiscount: form.price.discount ?? null,
    shoeDetails: form.shoeDetails,
    jacketDetails: form.jacketDetails,
    stockQuantity: sizes.reduce((sum, size) => sum + size.stock, 0),
  };
}

/** The product's row, locked for the transaction and read again; 404 when it has gone. */
async function lockedProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
  return row;
}

function generateSku(form: Pick<ProductForm, 'category' | 'subcategory'>): string {
  const kind = form.subcategory === 'Shoes' ? 'SH' : 'JK';
  return `LL-${form.category[0]}${kind}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

function refuseChangedSince(row: ProductRow, openedVersion: number | undefined): void {
  if (openedVersion !== undefined && row.version !== openedVersion) {
    throw new ConflictException(M.changedSinceOpened);
  }
}

function refuseTooManyImages(count: number): void {
  if (count > MAX_PRODUCT_IMAGES) throw productFormRefusal([M.tooManyImages]);
}

/** Keeps exactly one primary while there is any image: the marked one, else the first. */
function withPrimary(images: ProductImage[]): ProductImage[] {
  const primary = images.find((image) => image.isPrimary) ?? images[0];
  return images.map((image) => ({ ...image, isPrimary: image === primary }));
}

function choosePrimary(images: ProductImage[], primaryImageId: string | undefined) {
  if (primaryImageId === undefined) return withPrimary(images);
  if (!images.some((image) => image._id === primaryImageId)) {
    throw productFormRefusal([M.primaryImageUnknown]);
  }
  return images.map((image) => ({ ...image, isPrimary: image._id === primaryImageId }));
}

/** PostgreSQL's unique violation on the SKU, however deep the driver wrapped it. */
function isSkuClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || constraint === SKU_CONSTRAINT;
  }
  return false;
}
