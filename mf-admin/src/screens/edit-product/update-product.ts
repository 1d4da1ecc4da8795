import type { Product } from '@shop/contracts';
import { adminRequest } from '../../api/admin-request';
import {
  filesToSend,
  keptImages,
  primaryImageIdToSend,
  primaryNeedsUploadedId,
  type ImageSelection,
} from '../product-form/image-selection';
import { appendDraftFields, type ProductDraft } from '../product-form/product-draft';

interface UpdateAnswer {
  success: true;
  message?: string;
  data?: Product;
}

const productPath = (id: string) => `/api/product/${encodeURIComponent(id)}`;

function putProduct(id: string, draft: ProductDraft, images: File[], primaryImageId?: string) {
  const body = new FormData();
  for (const file of images) body.append('images', file);
  appendDraftFields(body, draft);
  if (primaryImageId) body.append('primaryImageId', primaryImageId);
  return adminRequest<UpdateAnswer>(productPath(id), { method: 'PUT', body });
}

/**
 * Admin spec §4: the images marked for removal go first, one at a time (a failure is only
 * logged), then the product's fields and new images. A new image chosen as primary is only
 * known by id once uploaded, so it is made primary by a second update.
 */
export async function updateProduct(
  product: Product,
  draft: ProductDraft,
  selection: ImageSelection,
): Promise<UpdateAnswer> {
  for (const imageId of selection.removedIds) {
    try {
      await adminRequest(`${productPath(product._id)}/images/${encodeURIComponent(imageId)}`, {
        method: 'DELETE',
      });
    } catch (error) {
      console.error(`Could not remove image ${imageId} of product ${product._id}`, error);
    }
  }
  const answer = await putProduct(
    product._id,
    draft,
    filesToSend(selection),
    primaryImageIdToSend(selection),
  );
  if (!primaryNeedsUploadedId(selection)) return answer;
  // The new images follow the kept ones, the chosen primary first among them.
  const uploadedPrimary = answer.data?.images[keptImages(selection).length];
  return uploadedPrimary ? putProduct(product._id, draft, [], uploadedPrimary._id) : answer;
}
