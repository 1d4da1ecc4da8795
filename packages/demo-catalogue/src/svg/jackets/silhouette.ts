import { Fit, JacketItem } from '../../image-spec';

/** Measurements of a garment laid flat, in canvas units, centred on x = 400. */
export interface Cut {
  neckHalf: number;
  neckY: number;
  shoulderHalf: number;
  shoulderY: number;
  armpitHalf: number;
  armpitY: number;
  waistHalf: number;
  waistY: number;
  hemHalf: number;
  hemY: number;
  sleeves: boolean;
  /** Sleeve length from the shoulder point down to the cuff. */
  sleeveDrop: number;
  cuffWidth: number;
}

export const CX = 400;

export function cutOf(item: JacketItem, fit: Fit): Cut {
  const women = fit === 'women';
  const long = item === 'overcoat' || item === 'trench-coat';
  const vest = item === 'vest';
  const shoulderHalf = vest ? (women ? 96 : 108) : women ? 132 : 148;
  return {
    neckHalf: women ? 44 : 50,
    neckY: long ? 112 : 150,
    shoulderHalf,
    shoulderY: long ? 148 : 186,
    armpitHalf: women ? 124 : 140,
    armpitY: long ? 290 : vest ? 350 : 330,
    waistHalf: women ? 112 : 136,
    waistY: long ? 400 : 450,
    hemHalf: long
      ? women
        ? 160
        : 158
      : item === 'bomber-jacket'
        ? women
          ? 118
          : 134
        : women
          ? 126
          : 142,
    hemY: long ? 712 : item === 'blazer' ? 640 : item === 'vest' ? 600 : 612,
    sleeves: item !== 'vest',
    sleeveDrop: long ? 430 : 400,
    cuffWidth: women ? 60 : 70,
  };
}

/** The torso, shoulders to hem. */
export function bodyPath(c: Cut): string {
  const side = (s: number) => ({
    neck: CX + s * c.neckHalf,
    shoulder: CX + s * c.shoulderHalf,
    armpit: CX + s * c.armpitHalf,
    waist: CX + s * c.waistHalf,
    hem: CX + s * c.hemHalf,
  });
  const l = side(-1);
  const r = side(1);
  // Without sleeves the armhole scoops inward instead of dropping straight to the armpit.
  const armhole = (p: typeof l, s: number) =>
    c.sleeves
      ? `C ${p.shoulder + s * 6},${c.shoulderY + 50} ${p.armpit + s * 4},${c.armpitY - 50} ${p.armpit},${c.armpitY}`
      : `C ${p.shoulder - s * 14},${c.shoulderY + 90} ${p.armpit - s * 40},${c.armpitY - 4} ${p.armpit},${c.armpitY}`;
  const armholeUp = (p: typeof l, s: number) =>
    c.sleeves
      ? `C ${p.armpit + s * 4},${c.armpitY - 50} ${p.shoulder + s * 6},${c.shoulderY + 50} ${p.shoulder},${c.shoulderY}`
      : `C ${p.armpit - s * 40},${c.armpitY - 4} ${p.shoulder - s * 14},${c.shoulderY + 90} ${p.shoulder},${c.shoulderY}`;
  return `M ${l.neck},${c.neckY} C ${l.neck - 30},${c.neckY + 10} ${l.shoulder + 40},${c.shoulderY - 12} ${l.shoulder},${c.shoulderY}
    ${armhole(l, -1)}
    C ${l.armpit + 2},${c.armpitY + 50} ${l.waist},${c.waistY - 50} ${l.waist},${c.waistY}
    C ${l.waist},${c.waistY + 60} ${l.hem},${c.hemY - 60} ${l.hem},${c.hemY}
    C ${CX - 60},${c.hemY + 8} ${CX + 60},${c.hemY + 8} ${r.hem},${c.hemY}
    C ${r.hem},${c.hemY - 60} ${r.waist},${c.waistY + 60} ${r.waist},${c.waistY}
    C ${r.waist},${c.waistY - 50} ${r.armpit - 2},${c.armpitY + 50} ${r.armpit},${c.armpitY}
    ${armholeUp(r, 1)}
    C ${r.shoulder - 40},${c.shoulderY - 12} ${r.neck + 30},${c.neckY + 10} ${r.neck},${c.neckY} Z`;
}

/** One sleeve hanging slightly away from the body; `s` is -1 for the left of the picture, 1 for the right. */
export function sleevePath(c: Cut, s: number): string {
  const shoulderX = CX + s * c.shoulderHalf;
  const cuffY = c.shoulderY + c.sleeveDrop;
  const outerCuff = shoulderX + s * 64;
  const innerCuff = outerCuff - s * c.cuffWidth;
  const armpitX = CX + s * (c.armpitHalf - 6);
  return `M ${shoulderX - s * 4},${c.shoulderY - 2} C ${shoulderX + s * 34},${c.shoulderY + 6} ${shoulderX + s * 50},${c.shoulderY + 60} ${shoulderX + s * 52},${c.shoulderY + 130}
    C ${shoulderX + s * 56},${c.shoulderY + 230} ${outerCuff},${cuffY - 120} ${outerCuff},${cuffY}
    C ${outerCuff - s * 20},${cuffY + 6} ${innerCuff + s * 20},${cuffY + 8} ${innerCuff},${cuffY + 6}
    C ${innerCuff - s * 2},${cuffY - 100} ${armpitX + s * 4},${c.armpitY + 120} ${armpitX},${c.armpitY + 4} Z`;
}

/** The inside of the back neck, seen through the open collar. */
export function backNeck(c: Cut): string {
  const y = c.neckY;
  return `M ${CX - c.neckHalf},${y} C ${CX - c.neckHalf + 10},${y - 26} ${CX + c.neckHalf - 10},${y - 26} ${CX + c.neckHalf},${y}
    C ${CX + c.neckHalf - 12},${y + 40} ${CX - c.neckHalf + 12},${y + 40} ${CX - c.neckHalf},${y} Z`;
}
