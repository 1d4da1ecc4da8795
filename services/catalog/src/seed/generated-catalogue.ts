import {
  JACKET_SEASONS,
  JACKET_SIZE_LABELS,
  SHOE_SIZE_LABELS,
  type ProductCategory,
  type ProductImage,
  type ProductStatus,
  type SizeEntry,
} from '@shop/contracts';
import type { StoredDemoImage } from '../products/demo-catalogue.seeder';
import type { DemoProduct } from '@shop/demo-catalogue';
import type { NewProductRow } from '../products/products.table';
import {
  BRANDS,
  COLOURS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FINISHES,
  JACKET_FEATURES,
  JACKET_MATERIALS,
  PLACES,
  PRODUCT_KINDS,
  SHOE_FEATURES,
  SHOE_LEATHERS,
  SOLES,
  type ProductKind,
} from './catalogue-vocabulary';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Products are spread over the two years before the seed date. */
const MAX_CREATED_DAYS_AGO = 730;
/** A quarter of the products are on sale, 10 to 40 % off. */
const ON_SALE_SHARE = 0.25;
/** Most products are on sale in the shop; a few are kept back. */
const STATUS_SHARES: ReadonlyArray<readonly [ProductStatus, number]> = [
  ['Active', 0.9],
  ['Inactive', 0.06],
  ['Draft', 0.04],
];
const MAX_COLOURWAYS = 3;

export interface GeneratedCatalogueOptions {
  count: number;
  /** The same seed gives the same products (their dates count back from `now`). */
  seed: string;
  now: number;
  /** The demo products, whose images the generated ones show. */
  demo: readonly DemoProduct[];
  /** Where the demo images were stored, with their card variants, by file name. */
  storedImages?: ReadonlyMap<string, StoredDemoImage>;
}

/**
 * `count` products made of realistic words: models in one to three colourways (sharing a model
 * group), sizes with their own stock, sales, statuses, dates and popularity spread out. SKUs are
 * `G<seed code>-<number>`, so seeding the same seed twice adds nothing the second time.
 */
export function generateCatalogue(options: GeneratedCatalogueOptions): NewProductRow[] {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const images = demoImages(options.demo, options.storedImages);
  const seedCode = hashCode(options.seed).toString(36).toUpperCase().padStart(7, '0').slice(-7);
  const totalWeight = PRODUCT_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const pickKind = (): ProductKind => {
    let roll = random() * totalWeight;
    return PRODUCT_KINDS.find((kind) => (roll -= kind.weight) < 0) ?? PRODUCT_KINDS[0];
  };

  const rows: NewProductRow[] = [];
  for (let model = 0; rows.length < options.count; model++) {
    const kind = pickKind();
    const category: ProductCategory = random() < 0.5 ? 'Men' : 'Women';
    const name = [pick(PLACES), pick(FINISHES), pick(kind.nouns)].filter(Boolean).join(' ');
    const brand = pick(BRANDS);
    const style = kind.styles ? pick(kind.styles) : undefined;
    const material = kind.styles ? pick(SHOE_LEATHERS) : pick(JACKET_MATERIALS);
    const sole = pick(SOLES);
    const season = pick(JACKET_SEASONS);
    const basePrice = 5 * Math.round(between(kind.price[0], kind.price[1]) / 5);
    const features = pickSome(random, kind.styles ? SHOE_FEATURES : JACKET_FEATURES, 3);
    const colourways = pickSome(random, COLOURS, between(1, MAX_COLOURWAYS));

    for (const [color, colorCode] of colourways) {
      if (rows.length >= options.count) break;
      const number = rows.length + 1;
      const sku = `G${seedCode}-${String(number).padStart(6, '0')}`;
      const sizes = sizeEntries(random, kind.subcategory, category);
      const onSale = random() < ON_SALE_SHARE;
      const createdAt = new Date(options.now - random() * MAX_CREATED_DAYS_AGO * DAY_MS);
      // Squaring spreads views out: a few bestsellers, a long tail of quieter products.
      const viewCount = Math.round(random() ** 2 * 5000);
      const description = [pick(DESCRIPTION_OPENINGS), pick(DESCRIPTION_CLOSINGS)]
        .join(' ')
        .replace('{name}', name)
        .replace('{material}', material.toLowerCase())
        .replace('{colour}', color.toLowerCase());
      rows.push({
        name,
        brand,
        category,
        subcategory: kind.subcategory,
        productType: kind.productType,
        description,
        features,
        color,
        colorCode,
        sku,
        status: pickShare(random, STATUS_SHARES),
        priceBase: basePrice,
        priceDiscount: onSale ? Math.round(basePrice * (1 - between(10, 40) / 100)) : null,
        stockQuantity: sizes.reduce((sum, size) => sum + size.stock, 0),
        viewCount,
        purchaseCount: Math.round(viewCount * random() * 0.08),
        modelGroup: `g${seedCode.toLowerCase()}-${model}`,
        madeToMeasureCharge: !kind.styles && random() < 0.2 ? 5 * between(8, 30) : null,
        shoeDetails: style
          ? {
              style,
              sizes,
              materials: [
                { leatherType: material, soleMaterial: sole, colorName: color, colorCode },
              ],
            }
          : null,
        jacketDetails: style ? null : { material, season, sizes },
        images: images(random, { productType: kind.productType, category, color }, name),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}

function sizeEntries(
  random: () => number,
  subcategory: ProductKind['subcategory'],
  category: ProductCategory,
): SizeEntry[] {
  const labels =
    subcategory === 'Jackets'
      ? category === 'Men'
        ? JACKET_SIZE_LABELS.slice(1)
        : JACKET_SIZE_LABELS.slice(0, 5)
      : SHOE_SIZE_LABELS.filter((label) => label.startsWith(random() < 0.5 ? 'EU' : 'US'));
  return labels.map((sizeLabel) => {
    const stock = random() < 0.2 ? 0 : 1 + Math.floor(random() * 12);
    return { sizeLabel, available: stock > 0, stock };
  });
}

type ImagePicker = (
  random: () => number,
  product: { productType: string; category: ProductCategory; color: string },
  name: string,
) => ProductImage[];

/**
 * Each generated product shows the pictures of a demo product of its type and category, in its
 * colour where the demo has it (the seeder has copied them to the uploads folder); a type the demo
 * lacks borrows from its subcategory.
 */
function demoImages(
  demo: readonly DemoProduct[],
  storedImages?: ReadonlyMap<string, StoredDemoImage>,
): ImagePicker {
  return (random, product, name) => {
    const sameType = demo.filter(
      (item) => item.productType === product.productType && item.category === product.category,
    );
    const sameColour = sameType.filter((item) => item.color === product.color);
    const pool = sameColour.length
      ? sameColour
      : sameType.length
        ? sameType
        : demo.filter(
            (item) =>
              item.category === product.category &&
              item.subcategory === subcategoryOf(product.productType),
          );
    if (!pool.length) return [];
    const source = pool[Math.floor(random() * pool.length)];
    return source.images.map((image, index) => ({
      _id: seededUuid(random),
      url: storedImages?.get(image.fileName)?.url ?? `/uploads/${image.fileName}`,
      cardUrl: storedImages?.get(image.fileName)?.cardUrl,
      width: storedImages?.get(image.fileName)?.width,
      isPrimary: index === 0,
      // The demo's alt text ends with the view ('..., side view').
      altText: `${name}, ${image.altText.split(', ').pop()}`,
    }));
  };
}

function subcategoryOf(productType: string): ProductKind['subcategory'] | undefined {
  return PRODUCT_KINDS.find((kind) => kind.productType === productType)?.subcategory;
}

function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return picked;
}

function pickShare<T>(random: () => number, shares: ReadonlyArray<readonly [T, number]>): T {
  let roll = random();
  return (shares.find(([, share]) => (roll -= share) < 0) ?? shares[0])[0];
}

function seededUuid(random: () => number): string {
  const word = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  const hex = word() + word() + word() + word();
  // Version 4, variant 10xx, as randomUUID would write them.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function hashCode(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** mulberry32: the same seed always yields the same sequence. */
function seededRandom(seed: string): () => number {
  let state = hashCode(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
