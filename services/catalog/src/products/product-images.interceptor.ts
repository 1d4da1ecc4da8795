import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, PRODUCT_ADMIN_MESSAGES } from '@shop/contracts';
import type { Observable } from 'rxjs';
import { productFormRefusal } from './product-form-refusal';

export const IMAGES_FIELD = 'images';

/**
 * multer's limits for the product form, kept in memory: at most 10 images of 5 MB (a larger one
 * stops the upload as it arrives) and a few short text fields.
 */
const UploadLimits = FilesInterceptor(IMAGES_FIELD, MAX_PRODUCT_IMAGES, {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_PRODUCT_IMAGES,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: MAX_PRODUCT_IMAGES + 20,
  },
});

/**
 * Parses the multipart product form (repeated `images` and text fields) with multer, and words
 * its refusals as docs/product/admin.md#product-images does: 400, never 413 or 500.
 */
@Injectable()
export class ProductImagesInterceptor implements NestInterceptor {
  private readonly multer = new UploadLimits();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadRefusal(error);
    }
  }
}

function uploadRefusal(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return productFormRefusal([PRODUCT_ADMIN_MESSAGES.imageSize]);
  }
  if (error instanceof BadRequestException) {
    // multer counts an eleventh `images` file as an unexpected field (the array's maximum).
    if (
      error.message === 'Too many files' ||
      error.message === `Unexpected file field - ${IMAGES_FIELD}`
    ) {
      return productFormRefusal([PRODUCT_ADMIN_MESSAGES.tooManyImages]);
    }
  }
  return error;
}
