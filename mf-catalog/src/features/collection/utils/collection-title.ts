import { SHOP_NAME } from '@shop/storefront-sdk';
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

/** The query parts a link from the home page or the footer chooses the collection with. */
const CANONICAL_PARAMS = ['category', 'subcategory'] as const;

/** The collection's one address for search engines: sort, page and typed filters left out. */
export function collectionCanonicalPath(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `/collection?${query}` : '/collection';
}

/** What a search result says of the collection page. */
export function collectionDescription(title: string, total: number | undefined): string {
  const what = title === 'The Collection' ? 'our whole collection' : title.toLowerCase();
  const count = total ? ` (${total} ${total === 1 ? 'piece' : 'pieces'})` : '';
  return `Shop ${what}${count} from ${SHOP_NAME}, handcrafted in Italy from full-grain leather.`;
}
