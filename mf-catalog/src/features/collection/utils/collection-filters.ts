import type { FacetCount, ProductSearchFacets, ProductSearchParams } from '@shop/contracts';
import { OUTERWEAR_FIXED_LABELS } from '../../../constants';
import { typeDisplayName, typeKey } from '../../shared/utils/product-rules';
import { isSortKey, type SortKey } from './sort-products';

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
  for (const raw of params.getAll('productType')) {
    for (const value of raw.split(',')) {
      if (typeKey(value)) addOnce(filters.types, typeDisplayName(value));
    }
  }
  filters.search = params.get('q') ?? '';
  filters.minPrice = params.get('minPrice') ?? '';
  filters.maxPrice = params.get('maxPrice') ?? '';
  return filters;
}

function addOnce(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
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

/** Whether a type label from the catalogue falls under a sidebar label ('Chelsea Boots' under 'Boots'). */
function isUnder(label: string, wanted: string): boolean {
  const key = typeKey(label);
  const target = typeKey(wanted);
  return !!target && (key === target || key.endsWith(`-${target}`));
}

const countOf = (facet: FacetCount[], value: string) =>
  facet.find((entry) => entry.value === value)?.count ?? 0;

/**
 * The sidebar's choices with the search's counts: each group counted under the other groups'
 * filters (the server's facets). A sidebar type counts every catalogue type under it; the
 * 'Jackets and Outerwear' group always lists its fixed labels, then any other jacket type.
 */
export function filterGroupsFromFacets(
  facets: ProductSearchFacets,
  filters: CollectionFilters,
): FilterGroups {
  const types = facets.productType;
  const typeOption = (label: string): FilterOption => ({
    label,
    count: types.filter((entry) => isUnder(entry.value, label)).reduce((n, e) => n + e.count, 0),
  });
  const isOuterwear = (label: string) =>
    OUTERWEAR_FIXED_LABELS.some((fixed) => isUnder(label, fixed)) ||
    OUTERWEAR_WORDS.some((word) => isUnder(label, word));
  const outerwear = distinctLabels([
    ...OUTERWEAR_FIXED_LABELS,
    ...types
      .map((entry) => entry.value)
      .filter((label) => isOuterwear(label))
      .filter((label) => !OUTERWEAR_FIXED_LABELS.some((fixed) => isUnder(label, fixed))),
  ]);
  const footwear = distinctLabels(
    types.map((entry) => entry.value).filter((label) => !isOuterwear(label) && !isOther(label)),
  );
  const listed = new Set([...footwear, ...outerwear].map(typeKey));
  const other = distinctLabels([
    ...types.map((entry) => entry.value).filter(isOther),
    ...filters.types,
  ]).filter((label) => !listed.has(typeKey(label)));
  const subcategoryLabels = distinctLabels([
    ...SUBCATEGORY_LABELS,
    ...facets.subcategory.map((entry) => entry.value),
    ...filters.subcategories,
  ]);

  return {
    categories: CATEGORY_LABELS.map((label) => ({
      label,
      count: countOf(facets.category, label),
    })),
    subcategories: subcategoryLabels.map((label) => ({
      label,
      count: countOf(facets.subcategory, label),
    })),
    footwear: footwear.map(typeOption),
    outerwear: outerwear.map(typeOption),
    other: other.map(typeOption),
  };
}

/** Jacket words the catalogue's own type names may end in, beyond the fixed labels. */
const OUTERWEAR_WORDS = ['Jacket', 'Coat', 'Parka', 'Gilet', 'Bomber', 'Trench', 'Shearling'];
/** Shoe types a shop lists under footwear; anything neither shoe nor jacket goes under More. */
const FOOTWEAR_WORDS = [
  'Boot',
  'Shoe',
  'Loafer',
  'Oxford',
  'Derby',
  'Brogue',
  'Monk Strap',
  'Sneaker',
  'Sandal',
  'Mule',
  'Slipper',
  'Moccasin',
  'Casual',
  'Formal',
  'Sports',
];
function isOther(label: string): boolean {
  return (
    !FOOTWEAR_WORDS.some((word) => isUnder(label, word)) &&
    !OUTERWEAR_FIXED_LABELS.some((fixed) => isUnder(label, fixed)) &&
    !OUTERWEAR_WORDS.some((word) => isUnder(label, word))
  );
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

/** What the collection shows: the shopper's filters, the sort order and the page. */
export interface CollectionView {
  filters: CollectionFilters;
  sort: SortKey;
  page: number;
}

const DEFAULT_SORT: SortKey = 'relevant';

/** Reads the view from the URL; anything unreadable falls back to its default. */
export function viewFromParams(params: URLSearchParams): CollectionView {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: filtersFromParams(params),
    sort: isSortKey(sortBy) ? sortBy : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The view's canonical URL query: Men/Women as category, Shoes/Jackets as subcategory, every
 * other choice as productType, defaults left out. `extra` keeps other parameters (the search
 * bar's flag).
 */
export function paramsFromView(view: CollectionView, extra: Record<string, string> = {}) {
  const { filters } = view;
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  for (const value of filters.categories) params.append('category', value);
  for (const value of filters.subcategories) params.append('subcategory', value);
  for (const value of filters.types) params.append('productType', value);
  if (filters.minPrice.trim()) params.set('minPrice', filters.minPrice.trim());
  if (filters.maxPrice.trim()) params.set('maxPrice', filters.maxPrice.trim());
  if (view.sort !== DEFAULT_SORT) params.set('sortBy', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

const validBound = (raw: string) => {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * The search the view asks the catalogue for (a bound that is not a number is left out). The
 * price bounds are in the shown currency: `toUsd` turns them into the API's US dollars, widened
 * to whole cents so a price on the bound stays in.
 */
export function searchFor(
  view: CollectionView,
  limit: number,
  toUsd: (amount: number) => number = (amount) => amount,
): ProductSearchParams {
  const { filters } = view;
  const inUsd = (bound: number | undefined, round: (cents: number) => number) =>
    bound === undefined ? undefined : round(Math.round(toUsd(bound) * 1e6) / 1e4) / 100;
  let minPrice = inUsd(validBound(filters.minPrice), Math.floor);
  let maxPrice = inUsd(validBound(filters.maxPrice), Math.ceil);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: filters.search.trim() || undefined,
    category: filters.categories.length ? filters.categories : undefined,
    subcategory: filters.subcategories.length ? filters.subcategories : undefined,
    productType: filters.types.length ? filters.types : undefined,
    minPrice,
    maxPrice,
    sortBy: view.sort,
    page: view.page,
    limit,
  } as ProductSearchParams;
}
