/** A titled group of links in the navbar's COLLECTION menu. */
export interface CollectionGroup {
  title: string;
  links: Array<{ label: string; to: string }>;
}

const collection = (params: Record<string, string>) =>
  `/collection?${new URLSearchParams(params).toString()}`;

/** The COLLECTION menu until the catalogue's product names are at hand. */
export const COLLECTION_MENU: CollectionGroup[] = [
  {
    title: 'Shoes',
    links: [
      { label: "Men's Shoes", to: collection({ category: 'Men', subcategory: 'Shoes' }) },
      { label: "Women's Shoes", to: collection({ category: 'Women', subcategory: 'Shoes' }) },
    ],
  },
  {
    title: 'Jackets',
    links: [
      { label: "Men's Jackets", to: collection({ category: 'Men', subcategory: 'Jackets' }) },
      { label: "Women's Jackets", to: collection({ category: 'Women', subcategory: 'Jackets' }) },
    ],
  },
];

/**
 * docs/product/storefront-pages.md#footer: the footer links the collection by category, each with
 * subcategory men or women.
 */
export const FOOTER_COLLECTION: Array<{
  label: string;
  category: string;
  subcategories: string[];
}> = [
  { label: 'Boots', category: 'boots', subcategories: ['men', 'women'] },
  { label: 'Sneakers', category: 'sneakers', subcategories: ['men', 'women'] },
  { label: 'Shoes', category: 'shoes', subcategories: ['men', 'women'] },
  { label: 'Jackets', category: 'jackets', subcategories: ['men', 'women'] },
  { label: 'Accessories', category: 'accessories', subcategories: [] },
];

export const footerCollectionLink = (category: string, subcategory?: string) =>
  collection(subcategory ? { category, subcategory } : { category });
