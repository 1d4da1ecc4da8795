import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ProductImage } from '@shop/contracts';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import type { RenderedImage } from './image-processing';

const WEBP = 'image/webp';
const PRODUCT_IMAGES_FOLDER = 'products';

/** Puts product pictures into the file storage under generated names, and takes them out. */
@Injectable()
export class ProductImageStore {
  private readonly logger = new Logger(ProductImageStore.name);

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * Stores each picture and its card variant; the images come back without a primary. If any
   * write fails, what was written is removed and the error thrown.
   */
  async save(images: RenderedImage[], altText: string): Promise<ProductImage[]> {
    const saved: ProductImage[] = [];
    try {
      for (const image of images) {
        const id = randomUUID();
        const fullKey = `${PRODUCT_IMAGES_FOLDER}/${id}.webp`;
        const cardKey = `${PRODUCT_IMAGES_FOLDER}/${id}-card.webp`;
        const entry: ProductImage = {
          _id: id,
          url: this.storage.url(fullKey),
          width: image.width,
          isPrimary: false,
          altText,
        };
        saved.push(entry);
        await this.storage.put(fullKey, image.full, WEBP);
        entry.cardUrl = this.storage.url(cardKey);
        await this.storage.put(cardKey, image.card, WEBP);
      }
      return saved;
    } catch (error) {
      await this.remove(saved);
      throw error;
    }
  }

  /**
   * Removes the files of images this storage holds. A file that cannot be removed is logged,
   * not thrown: the product change it follows has happened.
   */
  async remove(images: ProductImage[]): Promise<void> {
    const keys = images
      .flatMap((image) => [image.url, image.cardUrl])
      .flatMap((url) => (url ? [this.storage.keyOf(url)] : []))
      .filter((key): key is string => key !== undefined);
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        this.logger.warn(`could not remove image file ${keys[index]}: ${String(result.reason)}`);
      }
    });
  }
}
