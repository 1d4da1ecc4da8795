import type { CollectionFilters } from './collection-filters';

/** The page heading for the current choice: "Men's Boots", "Jackets", "Collection". */
export function collectionTitle(filters: CollectionFilters): string {
  const gender = filters.categories.length === 1 ? `${filters.categories[0]}'s ` : '';
  const noun =
    filters.types.length === 1
      ? filters.types[0]
      : filters.types.length === 0 && filters.subcategories.length === 1
        ? filters.subcategories[0]
        : '';
  if (noun) return `${gender}${noun}`;
  return gender ? `${gender}Collection` : 'The Collection';
}
