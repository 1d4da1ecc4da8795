import { JACKET_SIZE_LABELS, SHOE_SIZE_LABELS, SizeEntry } from '@shop/contracts';
import { MEN_JACKETS } from './catalogue/men-jackets';
import { MEN_SHOES } from './catalogue/men-shoes';
import { Colourway, JacketModel, JacketType, ShoeModel, ShoeType } from './catalogue/model';
import { WOMEN_JACKETS } from './catalogue/women-jackets';
import { WOMEN_SHOES } from './catalogue/women-shoes';
import type { DemoProduct } from './demo-product';
import { ImageSpec, ImageView } from './image-spec';
import { seededRandom } from './seeded-random';

export type DemoProductType = ShoeType | JacketType;

/** A demo product with what the renderer needs to draw each of its images. */
export interface DemoProductToRender extends Omit<DemoProduct, 'images'> {
  productType: DemoProductType;
  images: ImageSpec[];
}

const SKU_PREFIX = 'LL';
const TYPE_CODES: Record<DemoProductType, string> = {
  boots: 'BT',
  loafers: 'LF',
  'monk-straps': 'MK',
  oxfords: 'OX',
  sneakers: 'SN',
  jackets: 'JK',
  coats: 'CT',
  blazers: 'BZ',
  vests: 'VS',
};
/** Every third product is on sale, at one of these reductions. */
const DISCOUNT_EVERY = 3;
const DISCOUNTS = [0.15, 0.2, 0.25, 0.3];
const MAX_CREATED_DAYS_AGO = 120;
const SHOE_VIEWS: ImageView[] = ['side', 'pair', 'detail'];
const GARMENT_VIEWS: ImageView[] = ['front', 'back', 'detail'];
const VIEW_LABELS: Record<ImageView, string> = {
  side: 'side view',
  pair: 'pair',
  front: 'front view',
  back: 'back view',
  detail: 'detail',
};

type Model = ShoeModel | JacketModel;

function isShoe(model: Model): model is ShoeModel {
  return 'style' in model;
}

function sizeLabels(model: Model): readonly string[] {
  if (isShoe(model)) {
    const eu = SHOE_SIZE_LABELS.filter((l) => l.startsWith('EU'));
    const us = SHOE_SIZE_LABELS.filter((l) => l.startsWith('US'));
    if (model.category === 'Men') return model.sizeSystem === 'EU' ? eu.slice(1) : us.slice(1);
    return model.sizeSystem === 'EU' ? eu.slice(0, 4) : us.slice(0, 5);
  }
  return model.category === 'Men' ? JACKET_SIZE_LABELS.slice(1) : JACKET_SIZE_LABELS.slice(0, 5);
}

function sizes(labels: readonly string[], random: () => number, soldOut: boolean): SizeEntry[] {
  const entries = labels.map((sizeLabel) => {
    const stock = soldOut || random() < 0.18 ? 0 : 1 + Math.floor(random() * 12);
    return { sizeLabel, available: stock > 0, stock };
  });
  if (!soldOut && entries.every((e) => e.stock === 0))
    Object.assign(entries[0], { available: true, stock: 3 });
  return entries;
}

function skuOf(model: Model, colourway: Colourway): string {
  return `${SKU_PREFIX}-${TYPE_CODES[model.productType]}${model.category[0]}-${model.code}-${colourway.code}`;
}

function images(model: Model, colourway: Colourway, sku: string): ImageSpec[] {
  const views = isShoe(model) ? SHOE_VIEWS : GARMENT_VIEWS;
  return views.map((view, i) => ({
    fileName: `seed-${sku.toLowerCase()}-${i + 1}.webp`,
    item: model.item,
    view,
    color: colourway.colorCode,
    accent: colourway.accent,
    finish: model.finish,
    hardware: model.hardware,
    fit: model.category === 'Men' ? 'men' : 'women',
    altText: `${model.name} in ${colourway.color}, ${VIEW_LABELS[view]}`,
  }));
}

function toProduct(model: Model, colourway: Colourway, index: number): DemoProductToRender {
  const sku = skuOf(model, colourway);
  const random = seededRandom(sku);
  const sizeEntries = sizes(sizeLabels(model), random, colourway.soldOut ?? false);
  const discounted = index % DISCOUNT_EVERY === 1;
  const discount = discounted
    ? Math.round(model.basePrice * (1 - DISCOUNTS[index % DISCOUNTS.length]))
    : null;
  // Squaring spreads views out: a few bestsellers, a long tail of quieter products.
  const viewCount = 60 + Math.round(random() ** 2 * 4800);
  const details = isShoe(model)
    ? {
        subcategory: 'Shoes' as const,
        shoeDetails: {
          style: model.style,
          sizes: sizeEntries,
          materials: [
            {
              leatherType: model.leatherType,
              soleMaterial: model.soleMaterial,
              colorName: colourway.color,
              colorCode: colourway.colorCode,
            },
          ],
        },
      }
    : {
        subcategory: 'Jackets' as const,
        jacketDetails: { material: model.material, season: model.season, sizes: sizeEntries },
        ...(model.madeToMeasure
          ? { additionalCharges: { madeToMeasure: model.madeToMeasure } }
          : {}),
      };
  return {
    name: model.name,
    brand: model.brand,
    category: model.category,
    productType: model.productType,
    description: model.description,
    features: model.features,
    color: colourway.color,
    colorCode: colourway.colorCode,
    sku,
    status: colourway.status ?? 'Active',
    price: { base: model.basePrice, discount },
    stockQuantity: sizeEntries.reduce((sum, s) => sum + s.stock, 0),
    modelGroup: `${model.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${model.category.toLowerCase()}`,
    viewCount,
    purchaseCount: Math.round(viewCount * (0.02 + random() * 0.06)),
    createdDaysAgo: Math.floor(random() * (MAX_CREATED_DAYS_AGO + 1)),
    images: images(model, colourway, sku),
    ...details,
  };
}

/** The demo catalogue: the same products, prices, stock and images on every call. */
export function demoCatalogue(): DemoProductToRender[] {
  const models: Model[] = [...MEN_SHOES, ...WOMEN_SHOES, ...MEN_JACKETS, ...WOMEN_JACKETS];
  return models
    .flatMap((model) => model.colourways.map((colourway) => ({ model, colourway })))
    .map(({ model, colourway }, index) => toProduct(model, colourway, index));
}
