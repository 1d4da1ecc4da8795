import { PRODUCT_ADMIN_MESSAGES, type Product, type ProductSavedAnswer } from '@shop/contracts';
import { devContracts, isApiError } from '@shop/storefront-sdk';
import { adminRequest } from '../../shared/api/admin-request';
import {
  filesToSend,
  keptImages,
  primaryImageIdToSend,
  primaryNeedsUploadedId,
  type ImageSelection,
} from '../../shared/utils/image-selection';
import { appendDraftFields, type ProductDraft } from '../../shared/utils/product-draft';

const productPath = (id: string) => `/api/product/${encodeURIComponent(id)}`;

/** The product as it is now; an admin's read never comes from a cache. */
export async function fetchProduct(id: string): Promise<Product> {
  const answer = await adminRequest(devContracts?.productResponseSchema, productPath(id));
  return answer.data;
}

/** The same refusal as a catalog released before it was reworded says it. */
const CHANGED_SINCE_OPENED_BEFORE =
  'This product changed since you opened it; reload to see the current stock';

/** The catalog's refusal of a save made on a product that changed since the form was opened. */
export const isChangedSinceOpened = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 409 &&
  (error.serverMessage === PRODUCT_ADMIN_MESSAGES.changedSinceOpened ||
    error.serverMessage === CHANGED_SINCE_OPENED_BEFORE);

function putProduct(
  id: string,
  draft: ProductDraft,
  images: File[],
  version: number,
  primaryImageId?: string,
) {
  const body = new FormData();
  for (const file of images) body.append('images', file);
  appendDraftFields(body, draft);
  if (primaryImageId) body.append('primaryImageId', primaryImageId);
  body.append('version', String(version));
  return adminRequest(devContracts?.productSavedAnswerSchema, productPath(id), {
    method: 'PUT',
    body,
  });
}

/**
 * docs/product/admin.md#edit-product: the images marked for removal go first, one at a time (a
 * failure is only logged), then the product's fields and new images. A new image chosen as primary
 * is only known by id once uploaded, so it is made primary by a second update. Each update carries
 * the version the product was opened on, moved on by this save's own changes only, so the catalog
 * refuses it if anything else changed the product meanwhile.
 */
export async function updateProduct(
  product: Product,
  draft: ProductDraft,
  selection: ImageSelection,
): Promise<ProductSavedAnswer> {
  let version = product.version;
  for (const imageId of selection.removedIds) {
    try {
      const removed = await adminRequest(
        devContracts?.productSavedAnswerSchema,
        `${productPath(product._id)}/images/${encodeURIComponent(imageId)}`,
        { method: 'DELETE' },
      );
      // A removal is one change: a version further on means another change came in between.
      if (removed.data.version === version + 1) version = removed.data.version;
    } catch (error) {
      console.error(`Could not remove image ${imageId} of product ${product._id}`, error);
    }
  }
  const answer = await putProduct(
    product._id,
    draft,
    filesToSend(selection),
    version,
    primaryImageIdToSend(selection),
  );
  if (!primaryNeedsUploadedId(selection)) return answer;
  // The new images follow the kept ones, the chosen primary first among them.
  const uploadedPrimary = answer.data.images[keptImages(selection).length];
  return uploadedPrimary
    ? putProduct(product._id, draft, [], answer.data.version, uploadedPrimary._id)
    : answer;
}
