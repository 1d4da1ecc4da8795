import type { Product } from '@shop/contracts';
import { useNavigate } from 'react-router-dom';
import { cx } from '@shop/ui';
import controls from '../../shared/components/controls.module.css';
import picker from './picker.module.css';
import styles from './variant-picker.module.css';

/** Swatches for this product's own colour when the record gives no code for it. */
const LEATHER_COLOURS: Record<string, string> = {
  black: '#1f1d1c',
  oxblood: '#5e1f1f',
  burgundy: '#6b1f2e',
  cognac: '#9a5b2e',
  tan: '#b07a4a',
  camel: '#b8875a',
  chestnut: '#7b3f1f',
  walnut: '#5c4033',
  tobacco: '#6f4a2a',
  espresso: '#3b2a20',
  'dark brown': '#4a2c1d',
  brown: '#5a3a22',
  taupe: '#8b7d6b',
  sand: '#cdb892',
  stone: '#b8b0a2',
  oatmeal: '#d8ccb5',
  olive: '#5a5a32',
  navy: '#1f2a44',
  charcoal: '#3a3a3a',
  grey: '#8a8782',
  white: '#f4f2ee',
};

function ownColourCode(product: Product, colour: string | undefined): string {
  const fromMaterials = product.shoeDetails?.materials?.find((m) => m.colorCode)?.colorCode;
  if (fromMaterials) return fromMaterials;
  const name = (colour ?? '').toLowerCase().split('/')[0].trim();
  return LEATHER_COLOURS[name] ?? '';
}

/** Colour variants of one model; choosing one opens that product's page. */
export function VariantPicker({ product }: { product: Product }) {
  const navigate = useNavigate();
  const variants = product.variants ?? [];
  const currentColor = product.color ?? variants.find((v) => v._id === product._id)?.color;

  if (variants.length === 0) {
    return currentColor ? (
      <p className={styles.only}>
        <span className={picker.caption}>Colour</span> {currentColor}
      </p>
    ) : null;
  }

  const swatches = variants.some((v) => v._id === product._id)
    ? variants
    : [
        {
          _id: product._id,
          color: currentColor ?? 'This colour',
          colorCode: ownColourCode(product, currentColor),
        },
        ...variants,
      ];

  return (
    <div className={picker.picker}>
      <p className={picker.caption}>
        Colour <span className={styles.current}>{currentColor}</span>
      </p>
      <ul className={controls.row}>
        {swatches.map((variant) => {
          const current = variant._id === product._id;
          return (
            <li key={variant._id}>
              <button
                type="button"
                className={cx(styles.swatch, current && styles.selected)}
                style={{ background: variant.colorCode || undefined }}
                aria-label={variant.color}
                aria-pressed={current}
                title={variant.color}
                onClick={() => {
                  if (!current) navigate(`/product/${encodeURIComponent(variant._id)}`);
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
