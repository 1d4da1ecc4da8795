import { useState, type FormEvent } from 'react';
import { PRODUCT_ADMIN_MESSAGES } from '@shop/contracts';
import { isApiError, tokenStore } from '@shop/storefront-sdk';
import { Button, toast } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { IMAGE_MESSAGES } from '../../shared/utils/image-rules';
import { filesToSend, imageCount } from '../../shared/utils/image-selection';
import { appendDraftFields, emptyDraft } from '../../shared/utils/product-draft';
import { placeServerErrors, validateDraft } from '../../shared/utils/product-errors';
import { ProductFormFields } from '../../shared/components/product-form-fields';
import { useImageSelection } from '../../shared/hooks/use-image-selection';
import { useProductDraft } from '../../shared/hooks/use-product-draft';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { ServerErrorList } from '../../shared/components/server-error-list';
import { UploadProgress } from './upload-product-progress';
import { uploadProduct } from '../api/upload-product';
import styles from './add-product-screen.module.css';

/** Admin spec §2: Add New Product (/admin/add and /admin/dashboard). */
export function AddProductScreen() {
  const form = useProductDraft(emptyDraft);
  const images = useImageSelection(undefined, IMAGE_MESSAGES.add);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerErrors([]);
    const errors = validateDraft(form.draft);
    if (imageCount(images.selection) === 0) errors.images = PRODUCT_ADMIN_MESSAGES.imagesRequired;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (!tokenStore.get()) {
      toast.error(PRODUCT_SCREEN_MESSAGES.addNoToken);
      return;
    }

    const body = new FormData();
    appendDraftFields(body, form.draft);
    for (const file of filesToSend(images.selection)) body.append('images', file);
    setProgress(0);
    try {
      const answer = await uploadProduct(body, setProgress);
      toast.success(answer.message || PRODUCT_ADMIN_MESSAGES.created);
      form.reset();
      images.reset();
    } catch (error) {
      const placed = placeServerErrors(isApiError(error) ? error.body : undefined);
      form.setErrors(placed.fields);
      setServerErrors(placed.general);
      toast.error(adminErrorMessage(error, PRODUCT_SCREEN_MESSAGES.addFailed));
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <ScreenFrame title="Add New Product">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <ServerErrorList messages={serverErrors} />
        <ProductFormFields
          draft={form.draft}
          errors={form.errors}
          images={images}
          onChange={form.change}
          onSubcategoryChange={form.changeSubcategory}
        />
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
