/**
 * The navbar's COLLECTION menu. For now it lists the catalogue's groups; later it lists up to
 * 25 product names grouped by subcategory (Shoes first, then Jackets, then others).
 */
export interface CollectionGroup {
  title: string;
  links: Array<{ label: string; to: string }>;
}

const collection = (params: Record<string, string>) =>
  `/collection?${new URLSearchParams(params).toString()}`;

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

/** Spec: the footer links the collection by category, each with subcategory men or women. */
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
