import type { ProductSubcategory } from '@shop/contracts';
import { ImagePicker } from './image-picker';
import { ProductBasics } from './product-basics';
import { ProductDetails } from './product-details';
import type { ProductDraft } from '../utils/product-draft';
import type { ProductErrors } from '../utils/product-errors';
import type { ImageSelectionState } from '../hooks/use-image-selection';
import styles from './product-form.module.css';

interface Props {
  draft: ProductDraft;
  errors: ProductErrors;
  images: ImageSelectionState;
  onChange: (patch: Partial<ProductDraft>) => void;
  onSubcategoryChange: (subcategory: ProductSubcategory) => void;
}

/** Every field of a product, shared by the Add New Product screen and the Edit Product dialog. */
export function ProductFormFields({ draft, errors, images, onChange, onSubcategoryChange }: Props) {
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Product Information</legend>
        <ProductBasics
          draft={draft}
          errors={errors}
          onChange={onChange}
          onSubcategoryChange={onSubcategoryChange}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          {draft.subcategory === 'Shoes' ? 'Shoe Details' : 'Jacket Details'}
        </legend>
        <ProductDetails draft={draft} errors={errors} onChange={onChange} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Images</legend>
        <ImagePicker images={images} error={errors.images} />
      </fieldset>
    </>
  );
}
