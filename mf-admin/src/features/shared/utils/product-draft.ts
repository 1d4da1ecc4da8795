import {
  JACKET_SIZE_LABELS,
  SHOE_SIZE_LABELS,
  type JacketDetails,
  type MaterialEntry,
  type Product,
  type ProductCategory,
  type ProductStatus,
  type ProductSubcategory,
  type ShoeDetails,
  type SizeEntry,
} from '@shop/contracts';

type ShoeStyle = ShoeDetails['style'];
type JacketSeason = JacketDetails['season'];

/** The product form as typed: amounts stay text until sent, so an empty box stays empty. */
export interface ProductDraft {
  name: string;
  description: string;
  brand: string;
  category: ProductCategory;
  subcategory: ProductSubcategory;
  status: ProductStatus;
  sku: string;
  basePrice: string;
  discountPrice: string;
  /** The selected sizes of the chosen subcategory, each with its stock. */
  sizes: SizeEntry[];
  style: ShoeStyle;
  materials: MaterialEntry[];
  jacketMaterial: string;
  season: JacketSeason;
}

export const DEFAULT_COLOR_CODE = '#000000';

export const emptyMaterial = (): MaterialEntry => ({
  leatherType: '',
  soleMaterial: '',
  colorName: '',
  colorCode: DEFAULT_COLOR_CODE,
});

/** Admin spec §4: the details a product starts with (style Casual, one empty material, ...). */
const defaultDetails = () => ({
  sizes: [],
  style: 'Casual' as ShoeStyle,
  materials: [emptyMaterial()],
  jacketMaterial: '',
  season: 'All Season' as JacketSeason,
});

export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  brand: '',
  category: 'Men',
  subcategory: 'Shoes',
  status: 'Active',
  sku: '',
  basePrice: '',
  discountPrice: '',
  ...defaultDetails(),
});

/** The edit dialog's starting values: the product as it is. */
export function draftFromProduct(product: Product): ProductDraft {
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
    basePrice: String(product.price.base),
    discountPrice: product.price.discount ? String(product.price.discount) : '',
    sizes: (shoe ?? jacket)?.sizes.map((size) => ({ ...size })) ?? [],
    style: shoe?.style ?? 'Casual',
    materials: shoe?.materials.length
      ? shoe.materials.map((material) => ({ ...material }))
      : [emptyMaterial()],
    jacketMaterial: jacket?.material ?? '',
    season: jacket?.season ?? 'All Season',
  };
}

/**
 * Another subcategory means other size labels: the Add form clears the sizes and their stock;
 * the edit dialog starts the details over from the defaults (admin spec §2 and §4).
 */
export function withSubcategory(
  draft: ProductDraft,
  subcategory: ProductSubcategory,
  { resetDetails }: { resetDetails: boolean },
): ProductDraft {
  if (subcategory === draft.subcategory) return draft;
  return resetDetails
    ? { ...draft, subcategory, ...defaultDetails() }
    : { ...draft, subcategory, sizes: [] };
}

export const sizeLabelsOf = (subcategory: ProductSubcategory): readonly string[] =>
  subcategory === 'Shoes' ? SHOE_SIZE_LABELS : JACKET_SIZE_LABELS;

/** Admin spec §5: stock is a whole number from 0; anything else typed counts as 0. */
export function stockFrom(text: string): number {
  const stock = Math.trunc(Number(text));
  return Number.isFinite(stock) && stock > 0 ? stock : 0;
}

/** Rows with leather type, sole material and colour name all empty are not sent (spec §5). */
export const filledMaterials = (materials: MaterialEntry[]): MaterialEntry[] =>
  materials.filter(
    (row) => row.leatherType.trim() || row.soleMaterial.trim() || row.colorName.trim(),
  );

/** Spec §4: the sizes in the list's order, whatever order they were clicked in. */
function sizesInOrder(draft: ProductDraft): SizeEntry[] {
  const labels = sizeLabelsOf(draft.subcategory);
  return [...draft.sizes].sort((a, b) => labels.indexOf(a.sizeLabel) - labels.indexOf(b.sizeLabel));
}

/** The text fields of POST /api/product and PUT /api/product/{id} (admin spec §7). */
export function appendDraftFields(form: FormData, draft: ProductDraft): void {
  const discount = draft.discountPrice.trim();
  form.append('sku', draft.sku.trim().toUpperCase());
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  form.append('category', draft.category);
  form.append('subcategory', draft.subcategory);
  form.append('brand', draft.brand.trim());
  form.append('status', draft.status);
  form.append(
    'price',
    JSON.stringify({ base: Number(draft.basePrice), discount: discount ? Number(discount) : null }),
  );
  const sizes = sizesInOrder(draft);
  if (draft.subcategory === 'Shoes') {
    const shoeDetails: ShoeDetails = {
      style: draft.style,
      sizes,
      materials: filledMaterials(draft.materials),
    };
    form.append('shoeDetails', JSON.stringify(shoeDetails));
  } else {
    const jacketDetails: JacketDetails = {
      material: draft.jacketMaterial.trim(),
      season: draft.season,
      sizes,
    };
    form.append('jacketDetails', JSON.stringify(jacketDetails));
  }
}
