import type { Product, ProductSubcategory } from '@shop/contracts';
import type { CollectionGroup } from './collection-links';

/**
 * docs/product/storefront-pages.md#navbar: the COLLECTION menu lists at most this many distinct
 * product names.
 */
export const COLLECTION_MENU_MAX_NAMES = 25;

export type MenuProduct = Pick<Product, '_id' | 'name' | 'subcategory'>;

// The order the menu lists them in; a type import only, so no schema reaches the shell's scripts.
const SUBCATEGORY_ORDER: readonly ProductSubcategory[] = ['Shoes', 'Jackets'];

const rankOf = (subcategory: ProductSubcategory) => SUBCATEGORY_ORDER.indexOf(subcategory);

/**
 * Up to 25 distinct product names grouped by subcategory, Shoes first, then Jackets; each name opens the first product carrying it (colour variants share a name).
 */
export function collectionMenu(products: MenuProduct[]): CollectionGroup[] {
  const firstByName = new Map<string, MenuProduct>();
  for (const product of products) {
    if (!firstByName.has(product.name)) firstByName.set(product.name, product);
  }
  const chosen = [...firstByName.values()]
    .map((product, index) => ({ product, index, group: product.subcategory }))
    .sort((a, b) => rankOf(a.group) - rankOf(b.group) || a.index - b.index)
    .slice(0, COLLECTION_MENU_MAX_NAMES);

  const groups = new Map<string, CollectionGroup>();
  for (const { product, group } of chosen) {
    const entry = groups.get(group) ?? { title: group, links: [] };
    entry.links.push({ label: product.name, to: `/product/${product._id}` });
    groups.set(group, entry);
  }
  return [...groups.values()];
}
