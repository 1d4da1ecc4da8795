import type { Product } from '@shop/contracts';
import { OUTERWEAR_FIXED_LABELS } from '../../../constants';
import { isOfType, productTypeLabel, typeDisplayName, typeKey } from '../../../lib/product-rules';

export interface CollectionFilters {
  /** Men, Women. */
  categories: string[];
  /** Shoes, Jackets (and any other the catalogue holds). */
  subcategories: string[];
  /** Product types, e.g. Boots, Oxfords, Coats. */
  types: string[];
  /** As typed; blank means no bound. */
  minPrice: string;
  maxPrice: string;
  search: string;
}

export const EMPTY_FILTERS: CollectionFilters = {
  categories: [],
  subcategories: [],
  types: [],
  minPrice: '',
  maxPrice: '',
  search: '',
};

export const CATEGORY_LABELS = ['Men', 'Women'] as const;
export const SUBCATEGORY_LABELS = ['Shoes', 'Jackets'] as const;

const GENDERS: Record<string, string> = { men: 'Men', man: 'Men', women: 'Women', woman: 'Women' };
const SUBCATEGORIES: Record<string, string> = {
  shoe: 'Shoes',
  footwear: 'Shoes',
  jacket: 'Jackets',
};

/**
 * Reads ?category= and ?subcategory= however they are written: the footer's
 * ?category=boots&subcategory=men, the menu's ?category=Men&subcategory=Shoes, the home tiles'
 * ?category=monk-straps. Men/Women narrow the category, Shoes/Jackets the subcategory, anything
 * else is a product type.
 */
export function filtersFromParams(params: URLSearchParams): CollectionFilters {
  const filters: CollectionFilters = {
    ...EMPTY_FILTERS,
    categories: [],
    subcategories: [],
    types: [],
  };
  for (const raw of [...params.getAll('category'), ...params.getAll('subcategory')]) {
    for (const value of raw.split(',')) {
      const key = typeKey(value);
      if (!key) continue;
      if (GENDERS[key]) addOnce(filters.categories, GENDERS[key]);
      else if (SUBCATEGORIES[key]) addOnce(filters.subcategories, SUBCATEGORIES[key]);
      else addOnce(filters.types, typeDisplayName(value.toLowerCase()));
    }
  }
  filters.search = params.get('q') ?? '';
  return filters;
}

function addOnce(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

function bound(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function searchText(product: Product): string {
  return [
    product.name,
    product.brand,
    product.productType,
    product.category,
    product.subcategory,
    product.color,
    product.description,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export function matchesSearch(product: Product, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchText(product);
  return words.every((word) => text.includes(word));
}

type Facet = 'categories' | 'subcategories' | 'types';

function passes(product: Product, filters: CollectionFilters, skip?: Facet): boolean {
  if (
    skip !== 'categories' &&
    filters.categories.length > 0 &&
    !filters.categories.includes(product.category)
  ) {
    return false;
  }
  if (
    skip !== 'subcategories' &&
    filters.subcategories.length > 0 &&
    !filters.subcategories.includes(product.subcategory)
  ) {
    return false;
  }
  if (
    skip !== 'types' &&
    filters.types.length > 0 &&
    !filters.types.some((label) => isOfType(product, label))
  ) {
    return false;
  }
  const price = product.effectivePrice;
  const min = bound(filters.minPrice);
  const max = bound(filters.maxPrice);
  if (min !== undefined && price < min) return false;
  if (max !== undefined && price > max) return false;
  return matchesSearch(product, filters.search);
}

export function filterProducts(products: Product[], filters: CollectionFilters): Product[] {
  return products.filter((product) => passes(product, filters));
}

export interface FilterOption {
  label: string;
  /** Products this choice would show, given the other filters. */
  count: number;
}

export interface FilterGroups {
  categories: FilterOption[];
  subcategories: FilterOption[];
  footwear: FilterOption[];
  outerwear: FilterOption[];
  other: FilterOption[];
}

function distinctLabels(labels: string[]): string[] {
  const seen = new Map<string, string>();
  for (const label of labels) {
    const key = typeKey(label);
    if (key && !seen.has(key)) seen.set(key, label);
  }
  return [...seen.values()];
}

/** The sidebar's choices with their counts, each counted under the other groups' filters. */
export function filterGroups(products: Product[], filters: CollectionFilters): FilterGroups {
  const forCategories = products.filter((p) => passes(p, filters, 'categories'));
  const forSubcategories = products.filter((p) => passes(p, filters, 'subcategories'));
  const forTypes = products.filter((p) => passes(p, filters, 'types'));
  const typeOption = (label: string): FilterOption => ({
    label,
    count: forTypes.filter((p) => isOfType(p, label)).length,
  });

  const shoes = products.filter((p) => p.subcategory === 'Shoes');
  const jackets = products.filter((p) => p.subcategory === 'Jackets');
  const others = products.filter((p) => p.subcategory !== 'Shoes' && p.subcategory !== 'Jackets');

  const footwear = distinctLabels(shoes.map(productTypeLabel));
  const outerwear = distinctLabels([
    ...OUTERWEAR_FIXED_LABELS,
    ...jackets
      .filter((p) => !OUTERWEAR_FIXED_LABELS.some((label) => isOfType(p, label)))
      .map(productTypeLabel),
  ]);
  const listed = new Set([...footwear, ...outerwear].map(typeKey));
  const other = distinctLabels([...others.map(productTypeLabel), ...filters.types]).filter(
    (label) => !listed.has(typeKey(label)),
  );

  const subcategoryLabels = distinctLabels([
    ...SUBCATEGORY_LABELS,
    ...products.map((p) => p.subcategory),
    ...filters.subcategories,
  ]);

  return {
    categories: CATEGORY_LABELS.map((label) => ({
      label,
      count: forCategories.filter((p) => p.category === label).length,
    })),
    subcategories: subcategoryLabels.map((label) => ({
      label,
      count: forSubcategories.filter((p) => p.subcategory === label).length,
    })),
    footwear: footwear.map(typeOption),
    outerwear: outerwear.map(typeOption),
    other: other.map(typeOption),
  };
}

export function isTypeSelected(filters: CollectionFilters, label: string): boolean {
  const key = typeKey(label);
  return filters.types.some((selected) => typeKey(selected) === key);
}

export function toggleType(filters: CollectionFilters, label: string): string[] {
  const key = typeKey(label);
  return isTypeSelected(filters, label)
    ? filters.types.filter((selected) => typeKey(selected) !== key)
    : [...filters.types, label];
}

export function toggleValue(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** How many choices narrow the list (search aside), for the mobile Filters button. */
export function activeFilterCount(filters: CollectionFilters): number {
  return (
    filters.categories.length +
    filters.subcategories.length +
    filters.types.length +
    (filters.minPrice.trim() ? 1 : 0) +
    (filters.maxPrice.trim() ? 1 : 0)
  );
}

export function hasActiveFilters(filters: CollectionFilters): boolean {
  return activeFilterCount(filters) > 0 || filters.search.trim() !== '';
}
