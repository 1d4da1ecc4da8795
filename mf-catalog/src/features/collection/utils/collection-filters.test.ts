import type { ProductSearchFacets } from '@shop/contracts';
import { FIRST_COLLECTION_PAGE, searchQueryString } from '@shop/storefront-sdk';
import { COLLECTION_PAGE_SIZE, OUTERWEAR_FIXED_LABELS } from '../../../constants';
import {
  EMPTY_FILTERS,
  filterGroupsFromFacets,
  filtersFromParams,
  paramsFromView,
  searchFor,
  viewFromParams,
} from './collection-filters';

const params = (query: string) => new URLSearchParams(query);

describe('reading the collection link', () => {
  it('maps men/women to the category, shoes/jackets to the subcategory, and the rest to a type', () => {
    expect(filtersFromParams(params('category=boots&subcategory=men'))).toMatchObject({
      categories: ['Men'],
      subcategories: [],
      types: ['Boots'],
    });
    expect(filtersFromParams(params('category=jackets&subcategory=women'))).toMatchObject({
      categories: ['Women'],
      subcategories: ['Jackets'],
      types: [],
    });
    expect(filtersFromParams(params('category=Men&subcategory=Shoes'))).toMatchObject({
      categories: ['Men'],
      subcategories: ['Shoes'],
    });
    expect(filtersFromParams(params('category=monk-straps')).types).toEqual(['Monk Straps']);
  });
});

describe('the view in the URL', () => {
  it('writes choices as the search API spells them and reads them back', () => {
    const view = viewFromParams(params('category=boots&subcategory=men'));
    const canonical = paramsFromView({ ...view, sort: 'low-high', page: 2 });
    expect(canonical.toString()).toBe('category=Men&productType=Boots&sortBy=low-high&page=2');
    expect(viewFromParams(canonical)).toEqual({
      filters: { ...EMPTY_FILTERS, categories: ['Men'], types: ['Boots'] },
      sort: 'low-high',
      page: 2,
    });
  });

  it('leaves defaults out and keeps the search bar flag it is given', () => {
    const view = {
      filters: { ...EMPTY_FILTERS, search: 'lofer' },
      sort: 'relevant',
      page: 1,
    } as const;
    expect(paramsFromView(view, { search: '1' }).toString()).toBe('q=lofer&search=1');
  });

  it('falls back to defaults for a sort or page it cannot read', () => {
    expect(viewFromParams(params('sortBy=cheapest&page=-3'))).toMatchObject({
      sort: 'relevant',
      page: 1,
    });
  });

  it('asks the catalogue with price bounds that are numbers, lower first, and no blank filters', () => {
    const filters = { ...EMPTY_FILTERS, minPrice: '300', maxPrice: '100', types: ['Loafers'] };
    expect(searchFor({ filters, sort: 'name', page: 3 }, 24)).toEqual({
      q: undefined,
      category: undefined,
      subcategory: undefined,
      productType: ['Loafers'],
      minPrice: 100,
      maxPrice: 300,
      sortBy: 'name',
      page: 3,
      limit: 24,
    });
    const typo = { ...EMPTY_FILTERS, minPrice: 'abc', maxPrice: '' };
    expect(searchFor({ filters: typo, sort: 'relevant', page: 1 }, 24)).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
  });
});

const FACETS: ProductSearchFacets = {
  category: [
    { value: 'Men', count: 4 },
    { value: 'Women', count: 3 },
  ],
  subcategory: [
    { value: 'Shoes', count: 2 },
    { value: 'Jackets', count: 5 },
  ],
  productType: [
    { value: 'Chelsea Boots', count: 2 },
    { value: 'Biker Jackets', count: 2 },
    { value: 'Trench Coats', count: 1 },
    { value: 'Gilet', count: 1 },
    { value: 'Wallets', count: 1 },
  ],
  brand: [],
  price: { min: 90, max: 950 },
};

describe('the sidebar from the search facets', () => {
  it('shows the server counts of each category and subcategory', () => {
    const groups = filterGroupsFromFacets(FACETS, EMPTY_FILTERS);
    expect(groups.categories).toEqual([
      { label: 'Men', count: 4 },
      { label: 'Women', count: 3 },
    ]);
    expect(groups.subcategories).toEqual([
      { label: 'Shoes', count: 2 },
      { label: 'Jackets', count: 5 },
    ]);
  });

  it('counts every catalogue type under a sidebar label: "Boots" counts "Chelsea Boots"', () => {
    const groups = filterGroupsFromFacets(FACETS, EMPTY_FILTERS);
    expect(groups.footwear).toEqual([{ label: 'Chelsea Boots', count: 2 }]);
    const outerwear = Object.fromEntries(groups.outerwear.map((o) => [o.label, o.count]));
    expect(outerwear).toMatchObject({ Jackets: 2, Coats: 1, Vests: 0, Gilet: 1 });
    expect(groups.other).toEqual([{ label: 'Wallets', count: 1 }]);
  });

  it('keeps the fixed outerwear labels first and adds jacket types found in the data', () => {
    const labels = filterGroupsFromFacets(FACETS, EMPTY_FILTERS).outerwear.map((o) => o.label);
    expect(labels).toEqual([...OUTERWEAR_FIXED_LABELS, 'Gilet']);
  });

  it('keeps a chosen type the current results no longer hold, so it can be unticked', () => {
    const chosen = { ...EMPTY_FILTERS, types: ['Oxfords'] };
    const groups = filterGroupsFromFacets({ ...FACETS, productType: [] }, chosen);
    expect(groups.footwear.concat(groups.other).map((o) => o.label)).toContain('Oxfords');
  });
});

describe('the plain collection', () => {
  it('asks for the first page the shell starts before this remote arrives', () => {
    const view = viewFromParams(params(''));
    expect(`/api/product/search?${searchQueryString(searchFor(view, COLLECTION_PAGE_SIZE))}`).toBe(
      FIRST_COLLECTION_PAGE,
    );
  });
});
