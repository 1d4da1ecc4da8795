import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { productInputSchema, type ProductSubcategory } from '@shop/contracts';
import {
  defaultJacketDetails,
  defaultShoeDetails,
  emptyMaterial,
  type ProductDraft,
  type ProductFormValues,
} from '../utils/product-draft';
import { placeServerErrors, type ProductField } from '../utils/product-errors';

// docs/product/admin.md#product-form-rules: the rules the catalog checks, checked before sending.
const checkProduct = zodResolver(productInputSchema);
/**
 * The schema is typed by all it accepts (an amount as a number or its text), the form by the
 * text it holds, so their lists of field names differ in type; the check finds the fields
 * without that list.
 */
const resolver: Resolver<ProductFormValues, unknown, ProductDraft> = (values, context, options) =>
  checkProduct(values, context, { ...options, names: undefined });

function pathOf(field: Exclude<ProductField, 'images'>, subcategory: ProductSubcategory) {
  const details = subcategory === 'Shoes' ? 'shoeDetails' : 'jacketDetails';
  const paths: Record<typeof field, FieldPath<ProductFormValues>> = {
    name: 'name',
    description: 'description',
    brand: 'brand',
    sku: 'sku',
    basePrice: 'price.base',
    discountPrice: 'price.discount',
    sizes: `${details}.sizes`,
    materials: subcategory === 'Shoes' ? 'shoeDetails.materials' : 'jacketDetails.material',
  };
  return paths[field];
}

/**
 * The product form of Add New Product and Edit Product: its values, checked against the
 * contract on sending, each broken rule beside its field and the first of them focused.
 */
export function useProductForm(values: ProductFormValues, { resetDetails = false } = {}) {
  const form = useForm<ProductFormValues, unknown, ProductDraft>({
    defaultValues: values,
    resolver,
  });

  /**
   * Another subcategory means other size labels: the Add form clears the sizes and their stock;
   * the edit dialog starts the details over from the defaults (docs/product/admin.md#edit-product).
   */
  const changeSubcategory = () => {
    const shoe = defaultShoeDetails();
    const jacket = defaultJacketDetails();
    form.setValue('shoeDetails.sizes', shoe.sizes);
    form.setValue('jacketDetails.sizes', jacket.sizes);
    if (resetDetails) {
      form.setValue('shoeDetails.style', shoe.style);
      form.setValue('shoeDetails.materials', [emptyMaterial()]);
      form.setValue('jacketDetails.material', jacket.material);
      form.setValue('jacketDetails.season', jacket.season);
    }
    form.clearErrors(['shoeDetails', 'jacketDetails']);
  };

  /**
   * The server's refusal: each message that names a field beside it (an image's to
   * `onImageProblem`); the others are returned, for the list above the form.
   */
  const showRefusal = (body: unknown, onImageProblem: (message: string) => void): string[] => {
    const { placed, general } = placeServerErrors(body);
    const subcategory = form.getValues('subcategory');
    for (const { field, message } of placed) {
      if (field === 'images') onImageProblem(message);
      else form.setError(pathOf(field, subcategory), { type: 'server', message });
    }
    return general;
  };

  return { form, changeSubcategory, showRefusal };
}

export type ProductFormApi = ReturnType<typeof useProductForm>;
