/** Every silhouette the seed renderer can draw. */
export const SHOE_ITEMS = [
  'chelsea-boot',
  'lace-up-boot',
  'penny-loafer',
  'tassel-loafer',
  'horsebit-loafer',
  'single-monk',
  'double-monk',
  'cap-toe-oxford',
  'brogue-oxford',
  'sneaker',
] as const;
export const JACKET_ITEMS = [
  'biker-jacket',
  'bomber-jacket',
  'overcoat',
  'trench-coat',
  'blazer',
  'vest',
] as const;

export type ShoeItem = (typeof SHOE_ITEMS)[number];
export type JacketItem = (typeof JACKET_ITEMS)[number];
export type ItemKind = ShoeItem | JacketItem;

/**
 * Shoes are shown in profile, as a staggered pair and as a close-up;
 * garments flat from the front, from the back and as a close-up.
 */
export type ImageView = 'side' | 'pair' | 'front' | 'back' | 'detail';

export type Finish = 'smooth' | 'suede' | 'wool';
export type Hardware = 'silver' | 'gold' | 'gunmetal';
export type Fit = 'men' | 'women';

export interface ImageSpec {
  /** Name of the file in the uploads folder, e.g. `seed-ll-btm-fire-cog-1.webp`. */
  fileName: string;
  item: ItemKind;
  view: ImageView;
  /** Main material colour, hex. */
  color: string;
  /** Secondary colour: sole edge for shoes, knit trims or lining for garments. */
  accent: string;
  finish: Finish;
  hardware: Hardware;
  fit: Fit;
  altText: string;
}

export function isShoeItem(item: ItemKind): item is ShoeItem {
  return (SHOE_ITEMS as readonly string[]).includes(item);
}
