import {
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SKU_LENGTH,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_SUBCATEGORIES,
} from '@shop/contracts';
import { cx } from '@shop/ui';
import { ChoiceField } from './choice-field';
import { TextField } from './text-field';
import styles from './product-form.module.css';

const AMOUNT = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** Name, description, brand, classification, SKU and prices: what every product has. */
export function ProductBasics({ onSubcategoryChange }: { onSubcategoryChange: () => void }) {
  return (
    <div className={cx(styles.grid, styles.three)}>
      <TextField
        name="name"
        label="Product Name"
        maxLength={MAX_PRODUCT_NAME_LENGTH}
        counted
        wide
      />
      <TextField
        name="description"
        label="Product Description"
        maxLength={MAX_PRODUCT_DESCRIPTION_LENGTH}
        counted
        multiline
        wide
      />
      <TextField name="brand" label="Brand" />
      <ChoiceField name="category" label="Category" options={PRODUCT_CATEGORIES} />
      <ChoiceField
        name="subcategory"
        label="Subcategory"
        options={PRODUCT_SUBCATEGORIES}
        onChange={onSubcategoryChange}
      />
      <ChoiceField name="status" label="Status" options={PRODUCT_STATUSES} />
      <TextField
        name="sku"
        label="SKU (optional)"
        maxLength={MAX_SKU_LENGTH}
        placeholder="Generated when empty"
        upperCase
      />
      <TextField name="price.base" label="Base Price" {...AMOUNT} />
      <TextField name="price.discount" label="Discount Price" placeholder="Optional" {...AMOUNT} />
    </div>
  );
}
