import {
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SKU_LENGTH,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_SUBCATEGORIES,
  type ProductSubcategory,
} from '@shop/contracts';
import { FormField } from './form-field';
import type { ProductDraft } from '../utils/product-draft';
import type { ProductErrors } from '../utils/product-errors';
import styles from './product-form.module.css';

interface Props {
  draft: ProductDraft;
  errors: ProductErrors;
  onChange: (patch: Partial<ProductDraft>) => void;
  onSubcategoryChange: (subcategory: ProductSubcategory) => void;
}

const Counter = ({ length, max }: { length: number; max: number }) => (
  <span className={styles.counter}>
    {length}/{max}
  </span>
);

/** Name, description, brand, classification, SKU and prices: what every product has. */
export function ProductBasics({ draft, errors, onChange, onSubcategoryChange }: Props) {
  const select = (options: readonly string[]) =>
    options.map((option) => <option key={option}>{option}</option>);

  return (
    <div className={`${styles.grid} ${styles.three}`}>
      <FormField
        label="Product Name"
        error={errors.name}
        wide
        aside={<Counter length={draft.name.length} max={MAX_PRODUCT_NAME_LENGTH} />}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            value={draft.name}
            maxLength={MAX_PRODUCT_NAME_LENGTH}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Product Description"
        error={errors.description}
        wide
        aside={<Counter length={draft.description.length} max={MAX_PRODUCT_DESCRIPTION_LENGTH} />}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className={styles.control}
            value={draft.description}
            maxLength={MAX_PRODUCT_DESCRIPTION_LENGTH}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Brand" error={errors.brand}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            value={draft.brand}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ brand: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Category">
        {({ id }) => (
          <select
            id={id}
            className={styles.control}
            value={draft.category}
            onChange={(event) =>
              onChange({ category: event.target.value as ProductDraft['category'] })
            }
          >
            {select(PRODUCT_CATEGORIES)}
          </select>
        )}
      </FormField>
      <FormField label="Subcategory">
        {({ id }) => (
          <select
            id={id}
            className={styles.control}
            value={draft.subcategory}
            onChange={(event) => onSubcategoryChange(event.target.value as ProductSubcategory)}
          >
            {select(PRODUCT_SUBCATEGORIES)}
          </select>
        )}
      </FormField>
      <FormField label="Status">
        {({ id }) => (
          <select
            id={id}
            className={styles.control}
            value={draft.status}
            onChange={(event) => onChange({ status: event.target.value as ProductDraft['status'] })}
          >
            {select(PRODUCT_STATUSES)}
          </select>
        )}
      </FormField>
      <FormField label="SKU (optional)" error={errors.sku}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            value={draft.sku}
            maxLength={MAX_SKU_LENGTH}
            placeholder="Generated when empty"
            aria-invalid={errors.sku ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ sku: event.target.value.toUpperCase() })}
          />
        )}
      </FormField>
      <FormField label="Base Price" error={errors.basePrice}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={draft.basePrice}
            aria-invalid={errors.basePrice ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ basePrice: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Discount Price" error={errors.discountPrice}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={draft.discountPrice}
            placeholder="Optional"
            aria-invalid={errors.discountPrice ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ discountPrice: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
