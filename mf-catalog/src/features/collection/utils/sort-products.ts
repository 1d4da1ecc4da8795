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
