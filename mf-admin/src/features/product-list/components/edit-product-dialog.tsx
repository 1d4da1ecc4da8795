import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_ADMIN_MESSAGES, type Product } from '@shop/contracts';
import { isApiError, tokenStore, useToken } from '@shop/storefront-sdk';
import { Button, toast } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { IMAGE_MESSAGES } from '../../shared/utils/image-rules';
import { valuesFromProduct, type ProductDraft } from '../../shared/utils/product-draft';
import { ProductFormFields } from '../../shared/components/product-form-fields';
import { ServerErrorList } from '../../shared/components/server-error-list';
import { useImageSelection } from '../../shared/hooks/use-image-selection';
import { useProductForm } from '../../shared/hooks/use-product-form';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';
import { fetchProduct, isChangedSinceOpened, updateProduct } from '../api/update-product';
import { reapplyEdits, type ReappliedEdits } from '../utils/reapply-edits';
import { ProductDialog } from './product-dialog';
import { ReloadedNotice } from './reloaded-notice';
import styles from './edit-product-dialog.module.css';

interface Props {
  product: Product;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * docs/product/admin.md#edit-product: the 'Edit Product' dialog of the products list. A save the
 * catalog refuses because someone else changed the product since it was opened (an order took
 * stock, another admin saved) offers to read the product again: the form then shows it as it is
 * now with the admin's own changes laid over it, and says what differs.
 */
export function EditProductDialog({ product, onClose, onSaved }: Props) {
  const formId = useId();
  const token = useToken();
  const [opened, setOpened] = useState(product);
  const editor = useProductForm(valuesFromProduct(product), { resetDetails: true });
  const images = useImageSelection(product.images, IMAGE_MESSAGES.edit);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [changedSince, setChangedSince] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reapplied, setReapplied] = useState<ReappliedEdits | null>(null);
  const changedSinceAlert = useRef<HTMLDivElement>(null);
  const reloadedNotice = useRef<HTMLDivElement>(null);

  // The save button sits at the foot of a long form: bring the refusal and its Reload to the admin.
  useEffect(() => {
    if (!changedSince) return;
    changedSinceAlert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    changedSinceAlert.current?.focus();
  }, [changedSince]);

  // Reload replaces the refusal (and its focused button) with what differs: focus follows.
  useEffect(() => {
    if (!reapplied) return;
    reloadedNotice.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    reloadedNotice.current?.focus();
  }, [reapplied]);

  const reload = async () => {
    setReloading(true);
    try {
      const current = await fetchProduct(opened._id);
      const merged = reapplyEdits(
        valuesFromProduct(opened),
        editor.form.getValues(),
        valuesFromProduct(current),
      );
      setOpened(current);
      editor.form.reset(merged.values);
      images.refresh(current.images);
      setServerErrors([]);
      setChangedSince(false);
      setReapplied(merged);
    } catch (error) {
      toast.error(adminErrorMessage(error, PRODUCT_SCREEN_MESSAGES.fetchFailed));
    } finally {
      setReloading(false);
    }
  };

  const send = async (draft: ProductDraft) => {
    if (!tokenStore.get()) {
      toast.error(PRODUCT_SCREEN_MESSAGES.noToken);
      return;
    }
    setSaving(true);
    try {
      const answer = await updateProduct(opened, draft, images.selection);
      toast.success(answer.message || PRODUCT_ADMIN_MESSAGES.updated);
      onSaved();
    } catch (error) {
      if (isChangedSinceOpened(error)) {
        setChangedSince(true);
        setSaving(false);
        return;
      }
      setServerErrors(
        editor.showRefusal(isApiError(error) ? error.body : undefined, images.setProblem),
      );
      toast.error(adminErrorMessage(error, PRODUCT_SCREEN_MESSAGES.updateFailed));
      setSaving(false);
    }
  };

  const save = (event: FormEvent) => {
    setServerErrors([]);
    setChangedSince(false);
    setReapplied(null);
    void editor.form.handleSubmit(send, () => toast.error(PRODUCT_ADMIN_MESSAGES.validationFailed))(
      event,
    );
  };

  return (
    <ProductDialog
      title="Edit Product"
      size="lg"
      onClose={onClose}
      busy={saving}
      action={
        <Button type="submit" form={formId} loading={saving} disabled={!token}>
          {saving ? 'UPDATING PRODUCT...' : 'UPDATE PRODUCT'}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={save} noValidate>
        {!token && (
          <p className={styles.noToken} role="alert">
            {PRODUCT_SCREEN_MESSAGES.loginToUpdate}
          </p>
        )}
        {changedSince && (
          <div ref={changedSinceAlert} tabIndex={-1} className={styles.changedSince} role="alert">
            <div>
              <p>{PRODUCT_ADMIN_MESSAGES.changedSinceOpened}</p>
              <p className={styles.hint}>
                Reload brings in the product as it is now and keeps your changes.
              </p>
            </div>
            <Button variant="secondary" size="sm" loading={reloading} onClick={() => void reload()}>
              Reload
            </Button>
          </div>
        )}
        {reapplied && <ReloadedNotice ref={reloadedNotice} reapplied={reapplied} />}
        <ServerErrorList messages={serverErrors} />
        <ProductFormFields product={editor} images={images} />
      </form>
    </ProductDialog>
  );
}
