import { JACKET_SEASONS, SHOE_STYLES } from '@shop/contracts';
import { FormField } from './form-field';
import { MaterialRows } from './material-rows';
import { sizeLabelsOf, type ProductDraft } from '../utils/product-draft';
import type { ProductErrors } from '../utils/product-errors';
import { SizeStockPicker } from './size-stock-picker';
import styles from './product-form.module.css';

interface Props {
  draft: ProductDraft;
  errors: ProductErrors;
  onChange: (patch: Partial<ProductDraft>) => void;
}

/** Shoes: style, sizes, materials. Jackets: material, season, sizes. */
export function ProductDetails({ draft, errors, onChange }: Props) {
  const shoes = draft.subcategory === 'Shoes';
  return (
    <>
      <div className={styles.grid}>
        {shoes ? (
          <FormField label="Style">
            {({ id }) => (
              <select
                id={id}
                className={styles.control}
                value={draft.style}
                onChange={(event) =>
                  onChange({ style: event.target.value as ProductDraft['style'] })
                }
              >
                {SHOE_STYLES.map((style) => (
                  <option key={style}>{style}</option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <>
            <FormField label="Material">
              {({ id }) => (
                <input
                  id={id}
                  className={styles.control}
                  value={draft.jacketMaterial}
                  placeholder="e.g. Lambskin leather"
                  onChange={(event) => onChange({ jacketMaterial: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Season">
              {({ id }) => (
                <select
                  id={id}
                  className={styles.control}
                  value={draft.season}
                  onChange={(event) =>
                    onChange({ season: event.target.value as ProductDraft['season'] })
                  }
                >
                  {JACKET_SEASONS.map((season) => (
                    <option key={season}>{season}</option>
                  ))}
                </select>
              )}
            </FormField>
          </>
        )}
      </div>
      <SizeStockPicker
        labels={sizeLabelsOf(draft.subcategory)}
        sizes={draft.sizes}
        error={errors.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      {shoes && (
        <MaterialRows
          materials={draft.materials}
          error={errors.materials}
          onChange={(materials) => onChange({ materials })}
        />
      )}
    </>
  );
}
