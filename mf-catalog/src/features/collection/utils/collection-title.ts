import { SHOP_NAME } from '@shop/storefront-sdk';
import type { CollectionFilters } from './collection-filters';

const WHOLE_COLLECTION = 'The Collection';
/** A query longer than this is cut in the heading and the tab (the whole of it stays in the box). */
const SHOWN_QUERY_LENGTH = 60;

/** The searched words as a heading quotes them. */
function shownQuery(search: string): string {
  const query = search.trim().replace(/\s+/g, ' ');
  return query.length > SHOWN_QUERY_LENGTH
    ? `${query.slice(0, SHOWN_QUERY_LENGTH - 1).trimEnd()}…`
    : query;
}

/**
 * The page heading for the current choice: "Men's Boots", "Jackets", "The Collection"; a search
 * names its words: Results for “boots”, Results for “suede” in Men's Shoes.
 */
export function collectionTitle(filters: CollectionFilters): string {
  const narrowed = choiceTitle(filters);
  const query = shownQuery(filters.search);
  if (!query) return narrowed;
  const results = `Results for “${query}”`;
  return narrowed === WHOLE_COLLECTION ? results : `${results} in ${narrowed}`;
}

const genderOf = (filters: CollectionFilters) =>
  filters.categories.length === 1 ? `${filters.categories[0]}'s ` : '';

/** The one kind of piece chosen ("Boots", "Jackets"), or '' for none or several. */
function chosenKind(filters: CollectionFilters): string {
  if (filters.types.length === 1) return filters.types[0];
  if (filters.types.length === 0 && filters.subcategories.length === 1) {
    return filters.subcategories[0];
  }
  return '';
}

/** What the sidebar's choices alone narrow the collection to. */
function choiceTitle(filters: CollectionFilters): string {
  const gender = genderOf(filters);
  const kind = chosenKind(filters);
  if (kind) return `${gender}${kind}`;
  return gender ? `${gender}Collection` : WHOLE_COLLECTION;
}

/**
 * An empty result narrowed to one kind of piece alone (the footer's Accessories link): its
 * heading "No accessories yet", "No men's boots yet", and the kind as the title names it;
 * undefined when a search, a price or several kinds narrowed it.
 */
export function emptyCategory(
  filters: CollectionFilters,
): { heading: string; kind: string } | undefined {
  if (filters.search.trim() || filters.minPrice || filters.maxPrice) return undefined;
  const kind = chosenKind(filters);
  if (!kind) return undefined;
  const named = `${genderOf(filters)}${kind}`;
  return { heading: `No ${named.toLowerCase()} yet`, kind: named };
}

/** The choices that together match nothing, in words: “boots”, Women, Jackets, priced up to 50. */
export function describeChoices(filters: CollectionFilters): string {
  const query = shownQuery(filters.search);
  const min = filters.minPrice.trim();
  const max = filters.maxPrice.trim();
  const price =
    min && max
      ? `priced ${min} to ${max}`
      : min
        ? `priced from ${min}`
        : max
          ? `priced up to ${max}`
          : '';
  const parts = [
    query && `“${query}”`,
    ...filters.categories,
    ...filters.subcategories,
    ...filters.types,
    price,
  ].filter(Boolean);
  return parts.join(', ');
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
  const count = total ? ` (${total} ${total === 1 ? 'piece' : 'pieces'})` : '';
  if (title.startsWith('Results for ')) {
    return `${title}${count} from ${SHOP_NAME}, handcrafted in Italy from full-grain leather.`;
  }
  const what = title === WHOLE_COLLECTION ? 'our whole collection' : title.toLowerCase();
  return `Shop ${what}${count} from ${SHOP_NAME}, handcrafted in Italy from full-grain leather.`;
}
