import type { Product } from '@shop/contracts';
import { productImageUrls, alternativeImageUrl } from '@shop/storefront-sdk';
import { cx, ImageWithFallback, Price } from '@shop/ui';
import styles from './product-list-screen.module.css';

interface Props {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export const sizeLabelsOfProduct = (product: Product): string[] =>
  (product.subcategory === 'Shoes' ? product.shoeDetails : product.jacketDetails)?.sizes.map(
    (size) => size.sizeLabel,
  ) ?? [];

/** One product of the list: image, product, SKU, category, stock, sizes, price, actions. */
export function ProductRow({ product, onEdit, onDelete }: Props) {
  const [image] = productImageUrls(product, { card: true });
  const sizes = sizeLabelsOfProduct(product);
  return (
    <tr>
      <td>
        <ImageWithFallback
          className={styles.thumb}
          src={image}
          fallbackSrc={alternativeImageUrl(image)}
          alt=""
        />
      </td>
      <td data-label="Product">
        <span className={styles.name}>{product.name}</span>
        <span className={styles.sub}>
          {product.brand}
          <span className={cx(styles.status, styles[`status${product.status}`])}>
            {product.status}
          </span>
        </span>
      </td>
      <td data-label="SKU" className={styles.mono}>
        {product.sku || 'N/A'}
      </td>
      <td data-label="Category">
        {product.category}
        <span className={styles.sub}>{product.subcategory}</span>
      </td>
      <td data-label="Stock" className={styles.number}>
        {product.stockQuantity}
      </td>
      <td data-label="Sizes" className={styles.sizes}>
        {sizes.length > 0 ? sizes.join(', ') : '—'}
      </td>
      <td data-label="Price">
        <Price base={product.price.base} paid={product.effectivePrice} size="sm" hideBadge inUsd />
      </td>
      <td data-label="Actions">
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            aria-label={`Edit ${product.name}`}
            onClick={() => onEdit(product)}
          >
            Edit
          </button>
          <button
            type="button"
            className={cx(styles.action, styles.danger)}
            aria-label={`Delete ${product.name}`}
            onClick={() => onDelete(product)}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
