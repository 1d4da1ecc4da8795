import {
  DEFAULT_COLOR_CODE,
  JACKET_SIZE_LABELS,
  SHOE_SIZE_LABELS,
  type JacketDetails,
  type MaterialEntry,
  type Product,
  type ProductCategory,
  type ProductInput,
  type ProductStatus,
  type ProductSubcategory,
  type ShoeDetails,
  type SizeEntry,
} from '@shop/contracts';

/**
 * The product form as typed: amounts stay text until checked, so an empty box stays empty. It
 * holds the details of both subcategories; the contract reads those of the one chosen.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  brand: string;
  category: ProductCategory;
  subcategory: ProductSubcategory;
  status: ProductStatus;
  sku: string;
  price: { base: string; discount: string };
  shoeDetails: ShoeDetails;
  jacketDetails: JacketDetails;
}

/** The product as the form checked it against the contract: trimmed, amounts as numbers. */
export type ProductDraft = ProductInput;

export const emptyMaterial = (): MaterialEntry => ({
  leatherType: '',
  soleMaterial: '',
  colorName: '',
  colorCode: DEFAULT_COLOR_CODE,
});

/**
 * docs/product/admin.md#edit-product: the details a product starts with (style Casual, one empty
 * material, ...).
 */
export const defaultShoeDetails = (): ShoeDetails => ({
  style: 'Casual',
  sizes: [],
  materials: [emptyMaterial()],
});
export const defaultJacketDetails = (): JacketDetails => ({
  material: '',
  season: 'All Season',
  sizes: [],
});

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  description: '',
  brand: '',
  category: 'Men',
  subcategory: 'Shoes',
  status: 'Active',
  sku: '',
  price: { base: '', discount: '' },
  shoeDetails: defaultShoeDetails(),
  jacketDetails: defaultJacketDetails(),
});

const copySizes = (sizes: SizeEntry[]) => sizes.map((size) => ({ ...size }));

/** The edit dialog's starting values: the product as it is. */
export function valuesFromProduct(product: Product): ProductFormValues {
  const shoe = product.subcategory === 'Shoes' ? product.shoeDetails : undefined;
  const jacket = product.subcategory === 'Jackets' ? product.jacketDetails : undefined;
  return {
    name: product.name,
    description: product.description,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
    status: product.status,
    sku: product.sku ?? '',
    price: {
      base: String(product.price.base),
      discount: product.price.discount ? String(product.price.discount) : '',
    },
    shoeDetails: shoe
      ? {
          style: shoe.style,
          sizes: copySizes(shoe.sizes),
          materials: shoe.materials.length
            ? shoe.materials.map((material) => ({ ...material }))
            : [emptyMaterial()],
        }
      : defaultShoeDetails(),
    jacketDetails: jacket ? { ...jacket, sizes: copySizes(jacket.sizes) } : defaultJacketDetails(),
  };
}

/**
 * docs/product/admin.md#product-form-rules: stock is a whole number from 0; anything else typed
 * counts as 0.
 */
export function stockFrom(text: string): number {
  const stock = Math.trunc(Number(text));
  return Number.isFinite(stock) && stock > 0 ? stock : 0;
}

/** docs/product/admin.md#add-new-product: sizes in the list's order, whatever the clicks' order. */
const inOrder = (sizes: SizeEntry[], labels: readonly string[]): SizeEntry[] =>
  [...sizes].sort((a, b) => labels.indexOf(a.sizeLabel) - labels.indexOf(b.sizeLabel));

/**
 * The text fields of POST /api/product and PUT /api/product/{id}
 * (docs/product/api-and-errors.md#back-office-calls).
 */
export function appendDraftFields(form: FormData, product: ProductDraft): void {
  form.append('sku', product.sku ?? '');
  form.append('name', product.name);
  form.append('description', product.description);
  form.append('category', product.category);
  form.append('subcategory', product.subcategory);
  form.append('brand', product.brand);
  form.append('status', product.status);
  form.append('price', JSON.stringify(product.price));
  if (product.subcategory === 'Shoes') {
    const { shoeDetails } = product;
    const sizes = inOrder(shoeDetails.sizes, SHOE_SIZE_LABELS);
    form.append('shoeDetails', JSON.stringify({ ...shoeDetails, sizes }));
  } else {
    const { jacketDetails } = product;
    const sizes = inOrder(jacketDetails.sizes, JACKET_SIZE_LABELS);
    form.append('jacketDetails', JSON.stringify({ ...jacketDetails, sizes }));
  }
}
