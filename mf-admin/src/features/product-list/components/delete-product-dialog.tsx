import { useState } from 'react';
import { PRODUCT_ADMIN_MESSAGES, type Product } from '@shop/contracts';
import { alternativeImageUrl, productImageUrls, tokenStore } from '@shop/storefront-sdk';
import { Button, ImageWithFallback, toast } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';
import { deleteProduct } from '../api/admin-products-api';
import { ProductDialog } from './product-dialog';
import styles from './delete-product-dialog.module.css';

interface Props {
  product: Product | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** docs/product/admin.md#delete-product: the 'Delete Product' confirmation. */
export function DeleteProductDialog({ product, onClose, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);
  if (!product) return null;
  const [image] = productImageUrls(product, { card: true });

  const confirm = async () => {
    if (!tokenStore.get()) {
      toast.error(PRODUCT_SCREEN_MESSAGES.noToken);
      return;
    }
    setDeleting(true);
    try {
      const answer = await deleteProduct(product._id);
      toast.success(answer.message || PRODUCT_ADMIN_MESSAGES.deleted);
      onDeleted();
    } catch (error) {
      toast.error(adminErrorMessage(error, PRODUCT_SCREEN_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ProductDialog
      title="Delete Product"
      size="sm"
      onClose={onClose}
      busy={deleting}
      action={
        <Button className={styles.delete} loading={deleting} onClick={() => void confirm()}>
          Delete Product
        </Button>
      }
    >
      <p className={styles.lead}>This action cannot be undone</p>
      <div className={styles.product}>
        <ImageWithFallback
          className={styles.image}
          src={image}
          fallbackSrc={alternativeImageUrl(image)}
          alt={product.name}
        />
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{product.name}</dd>
          <dt>Brand</dt>
          <dd>{product.brand || '—'}</dd>
          <dt>Category</dt>
          <dd>{product.category}</dd>
          <dt>Subcategory</dt>
          <dd>{product.subcategory}</dd>
          <dt>SKU</dt>
          <dd>{product.sku || 'N/A'}</dd>
        </dl>
      </div>
      <p className={styles.warning} role="note">
        This will permanently remove the product from your inventory. All product data, images, and
        related information will be lost.
      </p>
    </ProductDialog>
  );
}
