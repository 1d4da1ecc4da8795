import { BIKER, CATALOGUE, CHELSEA, GILET, TRENCH } from '../../../testing/products';
import {
  EMPTY_FILTERS,
  filterGroups,
  filterProducts,
  filtersFromParams,
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

describe('filtering', () => {
  it('matches a type however it is written: "Boots" finds "Chelsea Boots"', () => {
    expect(filterProducts(CATALOGUE, { ...EMPTY_FILTERS, types: ['Boots'] })).toEqual([CHELSEA]);
  });

  it('treats a blank maximum as unbounded and reads plain-number prices', () => {
    expect(filterProducts(CATALOGUE, { ...EMPTY_FILTERS, minPrice: '800', maxPrice: '' })).toEqual([
      TRENCH,
    ]);
  });

  it("counts each choice under the other groups' filters", () => {
    const groups = filterGroups(CATALOGUE, { ...EMPTY_FILTERS, categories: ['Women'] });
    expect(groups.categories).toEqual([
      { label: 'Men', count: 4 },
      { label: 'Women', count: 3 },
    ]);
    const outerwear = Object.fromEntries(groups.outerwear.map((o) => [o.label, o.count]));
    expect(outerwear).toMatchObject({ Jackets: 0, Coats: 1, Vests: 0, Gilet: 1 });
  });

  it('lists jacket types found in the data beside the fixed labels', () => {
    const labels = filterGroups([BIKER, TRENCH, GILET], EMPTY_FILTERS).outerwear.map(
      (o) => o.label,
    );
    expect(labels.slice(0, 8)).toEqual([
      'Jackets',
      'Coats',
      'Blazers',
      'Hoodies',
      'Sweaters',
      'Cardigans',
      'Vests',
      'Outerwear',
    ]);
    expect(labels.slice(8)).toEqual(['Gilet']);
  });
});
