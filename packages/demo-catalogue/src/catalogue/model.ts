import { JACKET_SEASONS, ProductCategory, ProductStatus, SHOE_STYLES } from '@shop/contracts';
import { Finish, Hardware, JacketItem, ShoeItem } from '../image-spec';

export const SHOE_TYPES = ['boots', 'loafers', 'monk-straps', 'oxfords', 'sneakers'] as const;
export const JACKET_TYPES = ['jackets', 'coats', 'blazers', 'vests'] as const;
export type ShoeType = (typeof SHOE_TYPES)[number];
export type JacketType = (typeof JACKET_TYPES)[number];

/** One colour a model is made in; each colourway becomes its own product. */
export interface Colourway {
  color: string;
  colorCode: string;
  /** Sole edge for shoes, trims or lining for garments. */
  accent: string;
  /** Three letters for the SKU. */
  code: string;
  /** Products start Active; a few are kept back as Draft or Inactive. */
  status?: ProductStatus;
  soldOut?: boolean;
}

interface ModelBase {
  /** Four letters for the SKU. */
  code: string;
  name: string;
  brand: string;
  category: ProductCategory;
  description: string;
  features: string[];
  basePrice: number;
  finish: Finish;
  hardware: Hardware;
  colourways: Colourway[];
}

export interface ShoeModel extends ModelBase {
  productType: ShoeType;
  item: ShoeItem;
  style: (typeof SHOE_STYLES)[number];
  leatherType: string;
  soleMaterial: string;
  sizeSystem: 'EU' | 'US';
}

export interface JacketModel extends ModelBase {
  productType: JacketType;
  item: JacketItem;
  material: string;
  season: (typeof JACKET_SEASONS)[number];
  /** Extra charge for a made-to-measure version, where offered. */
  madeToMeasure?: number;
}

export const BRANDS = {
  house: 'Leather & Last',
  shoemaker: 'Arno Calzoleria',
  sneakers: 'Via Corsa',
  tailor: 'Sartoria Lume',
} as const;
