import type { MaterialEntry } from '@shop/contracts';
import { Button } from '@shop/ui';
import { emptyMaterial } from '../utils/product-draft';
import styles from './details.module.css';

interface Props {
  materials: MaterialEntry[];
  error?: string;
  onChange: (materials: MaterialEntry[]) => void;
}

const TEXT_FIELDS = [
  ['leatherType', 'Leather Type'],
  ['soleMaterial', 'Sole Material'],
  ['colorName', 'Color Name'],
] as const;

/** Spec §4: rows are added freely; one always remains. */
export function MaterialRows({ materials, error, onChange }: Props) {
  const update = (index: number, patch: Partial<MaterialEntry>) =>
    onChange(materials.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className={styles.materials} role="group" aria-label="Materials">
      <span className={styles.groupLabel}>Materials</span>
      {materials.map((row, index) => (
        <div key={index} className={styles.materialRow}>
          {TEXT_FIELDS.map(([field, label]) => (
            <label key={field} className={styles.materialField}>
              <span>{label}</span>
              <input
                className={styles.materialInput}
                value={row[field]}
                aria-label={`${label} ${index + 1}`}
                onChange={(event) => update(index, { [field]: event.target.value })}
              />
            </label>
          ))}
          <label className={styles.materialField}>
            <span>Color Code</span>
            <input
              className={styles.colorInput}
              type="color"
              value={row.colorCode}
              aria-label={`Color Code ${index + 1}`}
              onChange={(event) => update(index, { colorCode: event.target.value })}
            />
          </label>
          {materials.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.removeRow}
              aria-label={`Remove material ${index + 1}`}
              onClick={() => onChange(materials.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {error && <span className={styles.error}>{error}</span>}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...materials, emptyMaterial()])}
        >
          Add Material
        </Button>
      </div>
    </div>
  );
}
