import { useEffect } from 'react';
import { Spinner, toast } from '@shop/ui';
import type { Product } from '@shop/contracts';
import {
  formatPrice,
  productImageSources,
  track,
  usePageMeta,
  useResponseStatus,
} from '@shop/storefront-sdk';
import { PRODUCT_MESSAGES } from '../../../messages';
import { isProductMissing, productErrorMessage, useProduct } from '../api/get-product';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductGallery } from './product-gallery';
import { ProductNotice } from './product-notice';
import { ProductStructuredData } from './product-structured-data';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';
import styles from './product-page.module.css';

/** What a search result says of the product: who makes it, its price, then its description. */
const productDescription = (product: Product) =>
  `${product.brand ? `${product.brand} ` : ''}${product.name}, ${formatPrice(product.effectivePrice)}. ${product.description}`;

/** docs/product/storefront-pages.md#product-page */
export function ProductPage({ productId }: { productId: string }) {
  const { data: product, isPending, isError, error } = useProduct(productId);
  usePageMeta({
    title:
      product?.name ??
      (!isError
        ? 'Product'
        : isProductMissing(error)
          ? PRODUCT_MESSAGES.notFound
          : PRODUCT_MESSAGES.loadFailed),
    description: product && productDescription(product),
    image: product && productImageSources(product)[0]?.url,
    type: product ? 'product' : undefined,
  });
  const missing = !productId || (isError && isProductMissing(error));
  useResponseStatus(missing ? 404 : isError ? 503 : 200);

  // Once per product shown, not again when the cached product is refreshed.
  const shownId = product?._id;
  useEffect(() => {
    if (!shownId || !product) return;
    track('view_item', {
      item_id: product._id,
      item_name: product.name,
      item_brand: product.brand,
      item_category: product.category,
      item_category2: product.subcategory,
      price: product.effectivePrice,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the product shown
  }, [shownId]);

  useEffect(() => {
    if (isError && !isProductMissing(error)) {
      toast.error(PRODUCT_MESSAGES.loadFailedToast, { id: 'product-load-failed' });
    }
  }, [isError, error]);

  if (!productId) return <ProductNotice title={PRODUCT_MESSAGES.notFound} />;
  if (isError && isProductMissing(error)) {
    return <ProductNotice title={PRODUCT_MESSAGES.notFound} message={productErrorMessage(error)} />;
  }
  if (isError) {
    return (
      <ProductNotice title={PRODUCT_MESSAGES.loadFailed} message={productErrorMessage(error)} />
    );
  }
  if (isPending || !product) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading product" />
      </div>
    );
  }

  return (
    // Its release, as the admin shell's root carries it, tells which build rendered the page.
    <article className={styles.page} data-release={process.env.SHOP_RELEASE}>
      <ProductBreadcrumb product={product} />
      <div className={styles.top}>
        <ProductGallery name={product.name} images={productImageSources(product)} />
        <ProductSummary product={product} />
      </div>
      <ProductTabs product={product} />
      <RelatedProducts product={product} />
      <ProductStructuredData product={product} />
    </article>
  );
}
