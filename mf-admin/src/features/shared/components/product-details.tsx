import {
  JACKET_SEASONS,
  JACKET_SIZE_LABELS,
  SHOE_SIZE_LABELS,
  SHOE_STYLES,
  type ProductSubcategory,
} from '@shop/contracts';
import { ChoiceField } from './choice-field';
import { MaterialRows } from './material-rows';
import { SizeStockPicker } from './size-stock-picker';
import { TextField } from './text-field';
import styles from './product-form.module.css';

/** Shoes: style, sizes, materials. Jackets: material, season, sizes. */
export function ProductDetails({ subcategory }: { subcategory: ProductSubcategory }) {
  if (subcategory === 'Shoes') {
    return (
      <>
        <div className={styles.grid}>
          <ChoiceField name="shoeDetails.style" label="Style" options={SHOE_STYLES} />
        </div>
        <SizeStockPicker key="shoes" name="shoeDetails.sizes" labels={SHOE_SIZE_LABELS} />
        <MaterialRows />
      </>
    );
  }
  return (
    <>
      <div className={styles.grid}>
        <TextField
          name="jacketDetails.material"
          label="Material"
          placeholder="e.g. Lambskin leather"
        />
        <ChoiceField name="jacketDetails.season" label="Season" options={JACKET_SEASONS} />
      </div>
      <SizeStockPicker key="jackets" name="jacketDetails.sizes" labels={JACKET_SIZE_LABELS} />
    </>
  );
}
