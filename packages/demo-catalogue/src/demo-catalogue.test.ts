import {
  jacketDetailsSchema,
  JACKET_SIZE_LABELS,
  PRODUCT_CATEGORIES,
  SHOE_SIZE_LABELS,
  shoeDetailsSchema,
} from '@shop/contracts';
import { JACKET_TYPES, SHOE_TYPES } from './catalogue/model';
import { demoCatalogue, type DemoProductToRender } from './demo-catalogue';

const products = demoCatalogue();
const active = products.filter((p) => p.status === 'Active');
const sizesOf = (p: DemoProductToRender) => p.shoeDetails?.sizes ?? p.jacketDetails?.sizes ?? [];

describe('demo catalogue', () => {
  it('has at least 40 active products covering every product type for men and women', () => {
    expect(products.length).toBeGreaterThanOrEqual(44);
    expect(active.length).toBeGreaterThanOrEqual(40);
    for (const category of PRODUCT_CATEGORIES) {
      for (const type of SHOE_TYPES) {
        expect(
          active.some(
            (p) => p.category === category && p.subcategory === 'Shoes' && p.productType === type,
          ),
        ).toBe(true);
      }
      for (const type of JACKET_TYPES) {
        expect(
          active.some(
            (p) => p.category === category && p.subcategory === 'Jackets' && p.productType === type,
          ),
        ).toBe(true);
      }
    }
  });

  it('keeps two drafts and one inactive product back so status filters have something to show', () => {
    expect(products.filter((p) => p.status === 'Draft')).toHaveLength(2);
    expect(products.filter((p) => p.status === 'Inactive')).toHaveLength(1);
  });

  it('gives every product a unique upper-case SKU of at most 20 characters', () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) {
      expect(sku.length).toBeLessThanOrEqual(20);
      expect(sku).toBe(sku.toUpperCase());
    }
  });

  it('puts about a third of the products on sale, always below the base price', () => {
    const discounted = products.filter((p) => p.price.discount !== null);
    expect(discounted.length / products.length).toBeGreaterThan(0.25);
    expect(discounted.length / products.length).toBeLessThan(0.45);
    for (const p of discounted) {
      expect(p.price.discount).toBeGreaterThan(0);
      expect(p.price.discount).toBeLessThan(p.price.base);
    }
  });

  it('prices shoes between 120 and 420 and jackets between 180 and 650', () => {
    for (const p of products) {
      const [min, max] = p.subcategory === 'Shoes' ? [120, 420] : [180, 650];
      expect(p.price.base).toBeGreaterThanOrEqual(min);
      expect(p.price.base).toBeLessThanOrEqual(max);
    }
  });

  it('keeps stockQuantity equal to the sum of size stocks, with exactly one product sold out', () => {
    for (const p of products) {
      expect(p.stockQuantity).toBe(sizesOf(p).reduce((sum, s) => sum + s.stock, 0));
    }
    expect(products.filter((p) => p.stockQuantity === 0)).toHaveLength(1);
  });

  it('marks sizes without stock as unavailable, and has some of them', () => {
    const all = products.flatMap(sizesOf);
    for (const size of all) expect(size.available).toBe(size.stock > 0);
    expect(all.filter((s) => s.stock === 0).length).toBeGreaterThan(products.length / 4);
  });

  it('uses the spec size labels: shoe sizes for shoes and jacket sizes for jackets', () => {
    for (const p of products) {
      const labels: readonly string[] =
        p.subcategory === 'Shoes' ? SHOE_SIZE_LABELS : JACKET_SIZE_LABELS;
      expect(sizesOf(p).length).toBeGreaterThan(0);
      for (const s of sizesOf(p)) expect(labels).toContain(s.sizeLabel);
    }
  });

  it('describes shoes and jackets in the shapes the product contract accepts', () => {
    for (const p of products) {
      if (p.subcategory === 'Shoes') {
        expect(p.jacketDetails).toBeUndefined();
        expect(shoeDetailsSchema.parse(p.shoeDetails)).toEqual(p.shoeDetails);
      } else {
        expect(p.shoeDetails).toBeUndefined();
        expect(jacketDetailsSchema.parse(p.jacketDetails)).toEqual(p.jacketDetails);
      }
    }
  });

  it('offers colour variants that share a model group and a name but differ in colour', () => {
    const groups = new Map<string, DemoProductToRender[]>();
    for (const p of products) groups.set(p.modelGroup, [...(groups.get(p.modelGroup) ?? []), p]);
    const multi = [...groups.values()].filter((g) => g.length > 1);
    expect(multi.length).toBeGreaterThanOrEqual(4);
    for (const group of multi) {
      expect(group.length).toBeLessThanOrEqual(3);
      expect(new Set(group.map((p) => p.name)).size).toBe(1);
      expect(new Set(group.map((p) => p.color)).size).toBe(group.length);
      expect(new Set(group.map((p) => p.colorCode)).size).toBeGreaterThan(0);
    }
  });

  it('charges for made to measure on a few jackets only', () => {
    const tailored = products.filter((p) => p.additionalCharges);
    expect(tailored.length).toBeGreaterThanOrEqual(3);
    for (const p of tailored) {
      expect(p.subcategory).toBe('Jackets');
      expect(p.additionalCharges?.madeToMeasure).toBeGreaterThan(0);
    }
  });

  it('spreads views, purchases and creation dates so popular and newest sorting mean something', () => {
    const views = products.map((p) => p.viewCount);
    expect(Math.max(...views)).toBeGreaterThan(Math.min(...views) * 10);
    expect(new Set(views).size).toBeGreaterThan(products.length * 0.9);
    for (const p of products) {
      expect(p.purchaseCount).toBeLessThanOrEqual(p.viewCount);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(120);
    }
    expect(new Set(products.map((p) => p.createdDaysAgo)).size).toBeGreaterThan(20);
  });

  it('gives each product two or three images with unique seed file names', () => {
    const names = products.flatMap((p) => p.images.map((i) => i.fileName));
    expect(new Set(names).size).toBe(names.length);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      for (const image of p.images) {
        expect(image.fileName).toMatch(new RegExp(`^seed-${p.sku.toLowerCase()}-\\d\\.webp$`));
        expect(image.color).toBe(p.colorCode);
        expect(image.altText).toContain(p.name);
      }
    }
  });

  it('writes descriptions of two or three sentences and four to six features', () => {
    for (const p of products) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(p.description.length).toBeLessThanOrEqual(2000);
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(6);
    }
  });

  it('is the same on every call', () => {
    expect(demoCatalogue()).toEqual(products);
  });
});
