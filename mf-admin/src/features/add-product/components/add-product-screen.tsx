import { useState, type FormEvent } from 'react';
import { PRODUCT_ADMIN_MESSAGES } from '@shop/contracts';
import { isApiError, tokenStore } from '@shop/storefront-sdk';
import { Button, toast } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { IMAGE_MESSAGES } from '../../shared/utils/image-rules';
import { filesToSend, imageCount } from '../../shared/utils/image-selection';
import {
  appendDraftFields,
  emptyProductValues,
  type ProductDraft,
} from '../../shared/utils/product-draft';
import { ProductFormFields } from '../../shared/components/product-form-fields';
import { useImageSelection } from '../../shared/hooks/use-image-selection';
import { useProductForm } from '../../shared/hooks/use-product-form';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { ServerErrorList } from '../../shared/components/server-error-list';
import { UploadProgress } from './upload-product-progress';
import { uploadProduct } from '../api/upload-product';
import styles from './add-product-screen.module.css';

/** docs/product/admin.md#add-new-product: Add New Product (/admin/add and /admin/dashboard). */
export function AddProductScreen() {
  const product = useProductForm(emptyProductValues());
  const images = useImageSelection(undefined, IMAGE_MESSAGES.add);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  // docs/product/admin.md#product-images: a new product needs an image; said beside the picker
  // with the other rules.
  const imagesChosen = () => {
    const chosen = imageCount(images.selection) > 0;
    if (!chosen) images.setProblem(PRODUCT_ADMIN_MESSAGES.imagesRequired);
    return chosen;
  };

  const send = async (draft: ProductDraft) => {
    if (!imagesChosen()) return;
    if (!tokenStore.get()) {
      toast.error(PRODUCT_SCREEN_MESSAGES.addNoToken);
      return;
    }
    const body = new FormData();
    appendDraftFields(body, draft);
    for (const file of filesToSend(images.selection)) body.append('images', file);
    setProgress(0);
    try {
      const answer = await uploadProduct(body, setProgress);
      toast.success(answer.message || PRODUCT_ADMIN_MESSAGES.created);
      product.form.reset();
      images.reset();
    } catch (error) {
      setServerErrors(
        product.showRefusal(isApiError(error) ? error.body : undefined, images.setProblem),
      );
      toast.error(adminErrorMessage(error, PRODUCT_SCREEN_MESSAGES.addFailed));
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent) => {
    setServerErrors([]);
    void product.form.handleSubmit(send, imagesChosen)(event);
  };

  const sending = progress !== null;
  return (
    <ScreenFrame title="Add New Product">
      <form className={styles.form} onSubmit={submit} noValidate>
        <ServerErrorList messages={serverErrors} />
        <ProductFormFields product={product} images={images} />
        {sending && <UploadProgress percent={progress} />}
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={sending}>
            {sending ? 'ADDING PRODUCT...' : 'ADD PRODUCT'}
          </Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
