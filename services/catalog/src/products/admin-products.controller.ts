import {
  Body,
  Controller,
  Delete,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_MESSAGES,
  parseProductForm,
  productIdSchema,
  type ProductForm,
  type ProductSavedAnswer,
} from '@shop/contracts';
import { AdminOnly, describeUnstorableText, ZodValidationPipe } from '@shop/service-kit';
import {
  checkImage,
  renderImage,
  type RenderedImage,
  type UploadedImageFile,
} from '../images/image-processing';
import { ifMatchVersion, openedVersion } from './opened-version';
import { productFormRefusal } from './product-form-refusal';
import { ProductImagesInterceptor } from './product-images.interceptor';
import { ProductWriter } from './product-writer';

const M = PRODUCT_ADMIN_MESSAGES;
const productId = new ZodValidationPipe(productIdSchema, PRODUCT_MESSAGES.invalidId);

/**
 * The back office's product calls (docs/product/api-and-errors.md#back-office-calls): add, edit,
 * remove an image, delete.
 */
@Controller('api/product')
@AdminOnly()
export class AdminProductsController {
  constructor(private readonly writer: ProductWriter) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(ProductImagesInterceptor)
  async create(
    @Body() body: unknown,
    @UploadedFiles() files: UploadedImageFile[] | undefined,
  ): Promise<ProductSavedAnswer> {
    const { form, images } = await readProductForm(body, files ?? [], { imageRequired: true });
    const product = await this.writer.create(form, images);
    return { success: true, message: M.created, data: product };
  }

  @Put(':id')
  @UseInterceptors(ProductImagesInterceptor)
  async update(
    @Param('id', productId) id: string,
    @Body() body: unknown,
    @UploadedFiles() files: UploadedImageFile[] | undefined,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<ProductSavedAnswer> {
    const headerVersion = ifMatchVersion(ifMatch);
    const { form, images } = await readProductForm(body, files ?? [], { imageRequired: false });
    const version = openedVersion(form.version, headerVersion);
    const product = await this.writer.update(id, form, images, version);
    return { success: true, message: M.updated, data: product };
  }

  @Delete(':id/images/:imageId')
  async removeImage(
    @Param('id', productId) id: string,
    @Param('imageId') imageId: string,
  ): Promise<ProductSavedAnswer> {
    const product = await this.writer.removeImage(id, imageId);
    return { success: true, message: M.imageDeleted, data: product };
  }

  @Delete(':id')
  async delete(@Param('id', productId) id: string): Promise<{ success: true; message: string }> {
    await this.writer.delete(id);
    return { success: true, message: M.deleted };
  }
}

/**
 * The form's fields and images, every problem of either reported at once; the images come back
 * decoded and re-encoded, ready to store.
 */
async function readProductForm(
  body: unknown,
  files: UploadedImageFile[],
  { imageRequired }: { imageRequired: boolean },
): Promise<{ form: ProductForm; images: RenderedImage[] }> {
  const parsed = parseProductForm(body);
  // The service's text rule runs before multer has read the fields, and the JSON ones (the
  // details, the price) can spell a lone surrogate that only their parsing brings out.
  const unstorable =
    describeUnstorableText(body) ??
    (parsed.success ? describeUnstorableText(parsed.data) : undefined);
  if (unstorable) throw productFormRefusal([unstorable]);
  const problems = parsed.success ? [] : parsed.errors.map((error) => error.msg);
  if (imageRequired && files.length === 0) problems.push(M.imagesRequired);
  if (files.length > MAX_PRODUCT_IMAGES) problems.push(M.tooManyImages);
  for (const file of files) {
    const check = await checkImage(file.buffer);
    if (!check.ok) problems.push(check.problem);
  }
  if (!parsed.success || problems.length > 0) throw productFormRefusal(problems);

  const images: RenderedImage[] = [];
  for (const file of files) {
    // One at a time: decoding is CPU- and memory-bound.
    images.push(
      await renderImage(file.buffer).catch(() => {
        throw productFormRefusal([M.imageUnreadable]);
      }),
    );
  }
  return { form: parsed.data, images };
}
