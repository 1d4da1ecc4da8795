import { FormProvider, useWatch } from 'react-hook-form';
import { ImagePicker } from './image-picker';
import { ProductBasics } from './product-basics';
import { ProductDetails } from './product-details';
import type { ImageSelectionState } from '../hooks/use-image-selection';
import type { ProductFormApi } from '../hooks/use-product-form';
import styles from './product-form.module.css';

interface Props {
  product: ProductFormApi;
  images: ImageSelectionState;
}

/** Every field of a product, shared by the Add New Product screen and the Edit Product dialog. */
export function ProductFormFields({ product, images }: Props) {
  const subcategory = useWatch({ control: product.form.control, name: 'subcategory' });
  return (
    <FormProvider {...product.form}>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Product Information</legend>
        <ProductBasics onSubcategoryChange={product.changeSubcategory} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          {subcategory === 'Shoes' ? 'Shoe Details' : 'Jacket Details'}
        </legend>
        <ProductDetails subcategory={subcategory} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Images</legend>
        <ImagePicker images={images} />
      </fieldset>
    </FormProvider>
  );
}
