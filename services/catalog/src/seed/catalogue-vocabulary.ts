import type { ShoeDetails } from '@shop/contracts';

/** The words generated products are made of: the demo catalogue's kinds of goods, and more. */

type ShoeStyle = ShoeDetails['style'];

export interface ProductKind {
  /** The product type as the demo catalogue writes it ('boots', 'monk-straps'). */
  productType: string;
  subcategory: 'Shoes' | 'Jackets';
  /** What the product is called after its place and material ('Chelsea Boot'). */
  nouns: readonly string[];
  /** Shoe styles the kind comes in; none for garments. */
  styles?: readonly ShoeStyle[];
  /** Base prices from, to (rounded to 5). */
  price: readonly [number, number];
  /** How often the kind comes up, against the others. */
  weight: number;
}

// prettier-ignore
export const PRODUCT_KINDS: readonly ProductKind[] = [
  { productType: 'boots', subcategory: 'Shoes', nouns: ['Chelsea Boot', 'Lace-Up Boot', 'Chukka Boot', 'Jodhpur Boot', 'Ankle Boot', 'Desert Boot', 'Harness Boot', 'Hiking Boot'], styles: ['Boots'], price: [180, 420], weight: 5 },
  { productType: 'loafers', subcategory: 'Shoes', nouns: ['Penny Loafer', 'Tassel Loafer', 'Horsebit Loafer', 'Driving Loafer', 'Belgian Loafer', 'Slipper'], styles: ['Casual', 'Formal'], price: [150, 340], weight: 4 },
  { productType: 'monk-straps', subcategory: 'Shoes', nouns: ['Single Monk', 'Double Monk', 'Monk Strap', 'Buckle Shoe'], styles: ['Formal'], price: [220, 390], weight: 2 },
  { productType: 'oxfords', subcategory: 'Shoes', nouns: ['Cap-Toe Oxford', 'Brogue Oxford', 'Wholecut Oxford', 'Derby', 'Wingtip'], styles: ['Formal'], price: [200, 450], weight: 3 },
  { productType: 'sneakers', subcategory: 'Shoes', nouns: ['Leather Sneaker', 'Court Sneaker', 'Runner', 'High-Top Sneaker', 'Trainer'], styles: ['Sports', 'Casual', 'Other'], price: [110, 260], weight: 3 },
  { productType: 'sandals', subcategory: 'Shoes', nouns: ['Slide Sandal', 'Fisherman Sandal', 'Strap Sandal'], styles: ['Sandals'], price: [90, 210], weight: 1 },
  { productType: 'jackets', subcategory: 'Jackets', nouns: ['Biker Jacket', 'Bomber', 'Field Jacket', 'Trucker Jacket', 'Racer Jacket', 'Shirt Jacket'], price: [320, 890], weight: 4 },
  { productType: 'coats', subcategory: 'Jackets', nouns: ['Overcoat', 'Trench Coat', 'Car Coat', 'Shearling Coat', 'Peacoat'], price: [420, 1250], weight: 2 },
  { productType: 'blazers', subcategory: 'Jackets', nouns: ['Leather Blazer', 'Tailored Blazer', 'Suede Blazer', 'Sport Coat'], price: [380, 820], weight: 2 },
  { productType: 'vests', subcategory: 'Jackets', nouns: ['Quilted Vest', 'Leather Gilet', 'Waistcoat'], price: [190, 420], weight: 1 },
];

/** Towns the models are named after, as the demo catalogue names its own. */
// prettier-ignore
export const PLACES = [
  'Firenze', 'Siena', 'Lucca', 'Amalfi', 'Positano', 'Capri', 'Ravello', 'Como', 'Brera', 'Milano',
  'Verona', 'Torino', 'Genova', 'Trento', 'Arezzo', 'Volterra', 'Bellagio', 'Cortina', 'Parma',
  'Bergamo', 'Vicenza', 'Trieste', 'Salina', 'Lido', 'Portofino', 'Montalcino', 'Pisa', 'Ancona',
  'Urbino', 'Modena', 'Ferrara', 'Bologna', 'Padova', 'Udine', 'Asti', 'Alba', 'Noto', 'Lecce',
  'Matera', 'Orvieto', 'Assisi', 'Spoleto', 'Cremona', 'Mantova', 'Pavia', 'Rimini',
] as const;

/** A leather or finish said before the noun ('Suede Chelsea Boot'), or nothing. */
// prettier-ignore
export const FINISHES = [
  '', '', '', 'Suede', 'Nubuck', 'Calfskin', 'Pebble-Grain', 'Cordovan', 'Patent', 'Waxed',
  'Burnished', 'Shearling-Lined', 'Hand-Stitched', 'Unlined', 'Heritage',
] as const;

// prettier-ignore
export const BRANDS = [
  'Leather & Last', 'Arno Calzoleria', 'Via Corsa', 'Sartoria Lume', 'Bottega Orsini',
  'Calzaturificio Monti', 'Northfield Leather', 'Harrow & Vane', 'Casa Ferri', 'Oakbark Tannery',
  'Rivington Supply', 'Maison Carrel',
] as const;

// prettier-ignore
export const COLOURS: ReadonlyArray<readonly [name: string, code: string]> = [
  ['Black', '#1f1d1c'], ['Dark Brown', '#4a2c1d'], ['Cognac', '#9a5b2e'], ['Tan', '#c68e5b'],
  ['Oxblood', '#5c1a1b'], ['Navy', '#1f2a44'], ['Olive', '#556b2f'], ['Sand', '#c2b280'],
  ['Grey', '#7d7d7d'], ['Bone', '#e9e2d0'], ['Chestnut', '#7b3f1d'], ['Burgundy', '#6d1f2f'],
];

// prettier-ignore
export const SHOE_LEATHERS = [
  'Full-grain calf', 'Box calf', 'Calf suede', 'Shell cordovan', 'Waxed pull-up leather',
  'Pebble-grain calf', 'Nubuck', 'Patent calf',
] as const;

// prettier-ignore
export const SOLES = [
  'Leather', 'Leather with rubber heel', 'Commando rubber', 'Crepe rubber', 'Vibram rubber',
  'Cupsole rubber',
] as const;

// prettier-ignore
export const JACKET_MATERIALS = [
  'Lambskin leather', 'Nappa lambskin', 'Goat suede', 'Cowhide', 'Horsehide', 'Shearling',
  'Wool-cashmere blend', 'Waxed cotton with leather trims',
] as const;

// prettier-ignore
export const SHOE_FEATURES = [
  'Goodyear welted', 'Blake stitched', 'Leather-lined for breathability', 'Hand-burnished toe',
  'Cushioned leather insole', 'Resoleable', 'Storm welt', 'Stacked leather heel', 'Made in Italy',
  'Made in Portugal',
] as const;

// prettier-ignore
export const JACKET_FEATURES = [
  'Full cupro lining', 'YKK metal zips', 'Two inner pockets', 'Quilted shoulders',
  'Adjustable waist tabs', 'Storm flap', 'Hand-finished edges', 'Made in Italy',
] as const;

/** Sentences a description is made of; `{name}`, `{material}` and `{colour}` are filled in. */
// prettier-ignore
export const DESCRIPTION_OPENINGS = [
  'The {name} is cut from {material} and finished by hand.',
  'A {colour} {name} built to wear in, not out.',
  'Our {name} pairs {material} with a clean, modern line.',
  'Made in small runs, the {name} keeps to the old patterns.',
] as const;

// prettier-ignore
export const DESCRIPTION_CLOSINGS = [
  'It takes a polish well and ages with character.', 'Equally at home with tailoring and denim.',
  'Light enough for every day, sturdy enough for years.',
  'A quiet piece that goes with everything in the wardrobe.',
] as const;
