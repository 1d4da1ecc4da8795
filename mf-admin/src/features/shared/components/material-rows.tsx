import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@shop/ui';
import { emptyMaterial, type ProductFormValues } from '../utils/product-draft';
import { messageOf } from '../utils/product-errors';
import styles from './details.module.css';

const TEXT_FIELDS = [
  ['leatherType', 'Leather Type'],
  ['soleMaterial', 'Sole Material'],
  ['colorName', 'Color Name'],
] as const;

/** docs/product/admin.md#add-new-product: rows are added freely; one always remains. */
export function MaterialRows() {
  const { control, register, getFieldState, formState } = useFormContext<ProductFormValues>();
  const rows = useFieldArray({ control, name: 'shoeDetails.materials' });
  const error = messageOf(getFieldState('shoeDetails.materials', formState).error);

  return (
    <div className={styles.materials} role="group" aria-label="Materials">
      <span className={styles.groupLabel}>Materials</span>
      {rows.fields.map((row, index) => (
        <div key={row.id} className={styles.materialRow}>
          {TEXT_FIELDS.map(([field, label]) => (
            <label key={field} className={styles.materialField}>
              <span>{label}</span>
              <input
                className={styles.materialInput}
                aria-label={`${label} ${index + 1}`}
                {...register(`shoeDetails.materials.${index}.${field}`)}
              />
            </label>
          ))}
          <label className={styles.materialField}>
            <span>Color Code</span>
            <input
              className={styles.colorInput}
              type="color"
              aria-label={`Color Code ${index + 1}`}
              {...register(`shoeDetails.materials.${index}.colorCode`)}
            />
          </label>
          {rows.fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.removeRow}
              aria-label={`Remove material ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {error && <span className={styles.error}>{error}</span>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => rows.append(emptyMaterial())}>
          Add Material
        </Button>
      </div>
    </div>
  );
}
