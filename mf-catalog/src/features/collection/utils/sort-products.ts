import type { Product } from '@shop/contracts';

export const SORT_OPTIONS = [
  { value: 'relevant', label: 'Relevant' },
  { value: 'low-high', label: 'Price: Low to High' },
  { value: 'high-low', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

const time = (product: Product) => Date.parse(product.createdAt) || 0;

/** With a search, the closest names first; otherwise the catalogue's own order. */
function relevance(product: Product, search: string): number {
  const query = search.trim().toLowerCase();
  if (!query) return 0;
  const name = product.name.toLowerCase();
  if (name.startsWith(query)) return 3;
  if (name.includes(query)) return 2;
  return (product.brand ?? '').toLowerCase().includes(query) ? 1 : 0;
}

export function sortProducts(products: Product[], sort: SortKey, search = ''): Product[] {
  const sorted = [...products];
  switch (sort) {
    case 'low-high':
      return sorted.sort((a, b) => a.effectivePrice - b.effectivePrice);
    case 'high-low':
      return sorted.sort((a, b) => b.effectivePrice - a.effectivePrice);
    case 'name':
      return sorted.sort((a, b) => a.name.localeCompare(b.name));
    case 'newest':
      return sorted.sort((a, b) => time(b) - time(a));
    case 'popular':
      return sorted.sort((a, b) => (b.viewCount ?? 0) - (a.viewCount ?? 0));
    default:
      return sorted.sort((a, b) => relevance(b, search) - relevance(a, search));
  }
}
