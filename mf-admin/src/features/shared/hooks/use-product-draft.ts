import { useState } from 'react';
import type { ProductSubcategory } from '@shop/contracts';
import { withSubcategory, type ProductDraft } from '../utils/product-draft';
import type { ProductErrors, ProductField } from '../utils/product-errors';

// The draft's keys whose error each edit clears.
const FIELD_OF_KEY: Partial<Record<keyof ProductDraft, ProductField>> = {
  name: 'name',
  description: 'description',
  brand: 'brand',
  sku: 'sku',
  basePrice: 'basePrice',
  discountPrice: 'discountPrice',
  sizes: 'sizes',
  materials: 'materials',
};

/** The product form's values and inline errors; an edited field's error goes away. */
export function useProductDraft(initial: () => ProductDraft, { resetDetails = false } = {}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});

  const clearErrorsOf = (keys: Array<keyof ProductDraft>) =>
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) {
        const field = FIELD_OF_KEY[key];
        if (field) delete next[field];
      }
      return next;
    });

  const change = (patch: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    clearErrorsOf(Object.keys(patch) as Array<keyof ProductDraft>);
  };

  const changeSubcategory = (subcategory: ProductSubcategory) => {
    setDraft((current) => withSubcategory(current, subcategory, { resetDetails }));
    clearErrorsOf(['sizes', 'materials']);
  };

  /** Starts the form over: from its initial values, or from `next` (a product read again). */
  const reset = (next: ProductDraft = initial()) => {
    setDraft(next);
    setErrors({});
  };

  return { draft, errors, setErrors, change, changeSubcategory, reset };
}
