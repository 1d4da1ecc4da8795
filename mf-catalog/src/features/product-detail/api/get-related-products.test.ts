import { productFixture } from '@shop/contracts/testing';
import { BIKER, CATALOGUE, CHELSEA, MONK, OXFORD } from '../../../testing/products';
import { pickRelated, seededRandom } from './get-related-products';

describe('related products', () => {
  it('picks others of the same category, the product itself left out, same subcategory first', () => {
    const related = pickRelated(CATALOGUE, OXFORD);
    expect(related).toHaveLength(3);
    expect(
      related
        .slice(0, 2)
        .map((p) => p._id)
        .sort(),
    ).toEqual([CHELSEA._id, MONK._id].sort());
    expect(related[2]).toBe(BIKER);
  });

  it('offers at most five', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      productFixture({ _id: `m${i}`, name: `Boot ${i}` }),
    );
    expect(pickRelated([OXFORD, ...many], OXFORD)).toHaveLength(5);
  });

  it('picks alike for the same product (server and browser), differently for another', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      productFixture({ _id: `m${i}`, name: `Boot ${i}` }),
    );
    const pick = (seed: string) =>
      pickRelated([OXFORD, ...many], OXFORD, seededRandom(seed)).map((p) => p._id);
    expect(pick(OXFORD._id)).toEqual(pick(OXFORD._id));
    expect(pick(OXFORD._id)).not.toEqual(pick('another product'));
  });
});
