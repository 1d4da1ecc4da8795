import type { ProductSubcategory } from '@shop/contracts';
import { collectionMenu, COLLECTION_MENU_MAX_NAMES } from './collection-menu';

const product = (name: string, subcategory: ProductSubcategory, id = name) => ({
  _id: id,
  name,
  subcategory,
});

describe('the COLLECTION menu', () => {
  it('groups product names by subcategory, Shoes first, then Jackets', () => {
    const groups = collectionMenu([
      product('Biker Jacket', 'Jackets'),
      product('Chelsea Boot', 'Shoes'),
      product('Penny Loafer', 'Shoes'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Shoes', 'Jackets']);
    expect(groups[0].links.map((l) => l.label)).toEqual(['Chelsea Boot', 'Penny Loafer']);
  });

  it('lists each name once, opening the first product that carries it', () => {
    const [shoes] = collectionMenu([
      product('Chelsea Boot', 'Shoes', 'black'),
      product('Chelsea Boot', 'Shoes', 'brown'),
    ]);
    expect(shoes.links).toEqual([{ label: 'Chelsea Boot', to: '/product/black' }]);
  });

  it('stops at 25 names, keeping shoes before jackets', () => {
    const shoes = Array.from({ length: 20 }, (_, i) => product(`Shoe ${i}`, 'Shoes'));
    const jackets = Array.from({ length: 10 }, (_, i) => product(`Jacket ${i}`, 'Jackets'));
    const groups = collectionMenu([...jackets, ...shoes]);
    const names = groups.flatMap((g) => g.links);
    expect(names).toHaveLength(COLLECTION_MENU_MAX_NAMES);
    expect(groups[0].links).toHaveLength(20);
    expect(groups[1].links.map((l) => l.label)).toEqual([
      'Jacket 0',
      'Jacket 1',
      'Jacket 2',
      'Jacket 3',
      'Jacket 4',
    ]);
  });
});
