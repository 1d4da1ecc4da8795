import { ImageSpec } from '../../image-spec';
import { mix, Tones } from '../colour';
import { leatherPanel, seam, sheenSpot, softShadow, softStroke, stitches } from '../material';
import { backNeck, bodyPath, Cut, CX, sleevePath } from './silhouette';

/** The main material's gradient prefix; trims use `TRIM`. */
export const MAIN = 'gm';
export const TRIM = 'tr';

/** Draws what a garment adds over its base, front or back, from its cut and its colours. */
export type GarmentDetails = (
  spec: ImageSpec,
  c: Cut,
  tones: Tones,
  trim: Tones,
  lining: string,
  back: boolean,
) => string;

/** A collar seen from behind, lying along the back neckline. */
export function backCollar(c: Cut, tones: Tones, depth = 30): string {
  const y = c.neckY;
  const path = `M ${CX - c.neckHalf - 8},${y + 2} C ${CX - 30},${y - 14} ${CX + 30},${y - 14} ${CX + c.neckHalf + 8},${y + 2}
    L ${CX + c.neckHalf + 14},${y + depth - 4} C ${CX + 40},${y + depth + 6} ${CX - 40},${y + depth + 6} ${CX - c.neckHalf - 14},${y + depth - 4} Z`;
  return `${softShadow(path, 0.35, 0, 5)}
    ${leatherPanel({ material: MAIN, clipId: 'back-collar', path, tones, stroke: 1.6 })}
    ${stitches(`M ${CX - c.neckHalf - 10},${y + depth - 9} C ${CX - 40},${y + depth} ${CX + 40},${y + depth} ${CX + c.neckHalf + 10},${y + depth - 9}`, tones, 1.1)}`;
}

/** A soft fold: a shadowed valley with a catch of light beside it. */
export function fold(path: string, tones: Tones, width = 6, strength = 0.4): string {
  return `${softStroke(path, tones.deep, width * 1.6, strength)}
    ${softStroke(path, tones.highlight, width * 1.1, strength * 0.5, `translate(${width * 0.9} ${width * 0.4})`)}`;
}

function sleeve(c: Cut, s: number, tones: Tones): string {
  const path = sleevePath(c, s);
  const x = CX + s * (c.shoulderHalf + 40);
  const elbowY = c.shoulderY + c.sleeveDrop * 0.55;
  const inside = `${sheenSpot(MAIN, x, c.shoulderY + 90, 18, 70, s * -8)}
    ${fold(`M ${x - s * 26},${elbowY - 10} C ${x - s * 10},${elbowY + 4} ${x + s * 6},${elbowY + 2} ${x + s * 20},${elbowY - 14}`, tones)}
    ${fold(`M ${x - s * 22},${elbowY + 40} C ${x - s * 6},${elbowY + 52} ${x + s * 8},${elbowY + 50} ${x + s * 22},${elbowY + 34}`, tones, 5, 0.3)}
    ${fold(`M ${CX + s * (c.armpitHalf + 2)},${c.armpitY + 20} C ${x - s * 10},${c.armpitY + 60} ${x - s * 16},${c.armpitY + 140} ${x - s * 24},${elbowY - 20}`, tones, 8, 0.3)}`;
  return leatherPanel({ material: MAIN, clipId: `sleeve-${s}`, path, tones, inside, stroke: 2 });
}

/** Shadow, sleeves, torso and the lining at the neck: the garment before its cut-specific details. */
export function garmentBase(c: Cut, tones: Tones, lining: string, back: boolean): string {
  const body = bodyPath(c);
  const silhouette = c.sleeves ? `${body} ${sleevePath(c, -1)} ${sleevePath(c, 1)}` : body;
  const frontFolds = `
    ${fold(`M ${CX - c.armpitHalf + 6},${c.armpitY + 10} C ${CX - 90},${c.armpitY + 40} ${CX - 70},${c.armpitY + 50} ${CX - 50},${c.armpitY + 46}`, tones, 8, 0.22)}
    ${fold(`M ${CX + c.armpitHalf - 6},${c.armpitY + 10} C ${CX + 90},${c.armpitY + 40} ${CX + 70},${c.armpitY + 50} ${CX + 50},${c.armpitY + 46}`, tones, 8, 0.22)}
    ${fold(`M ${CX - c.waistHalf + 10},${c.waistY} C ${CX - 80},${c.waistY + 14} ${CX - 60},${c.waistY + 20} ${CX - 30},${c.waistY + 18}`, tones, 6, 0.16)}
    ${fold(`M ${CX + c.waistHalf - 10},${c.waistY + 10} C ${CX + 80},${c.waistY + 20} ${CX + 60},${c.waistY + 26} ${CX + 30},${c.waistY + 24}`, tones, 6, 0.16)}`;
  // From behind, the cloth drapes from the shoulder blades instead of pulling at the chest.
  const backFolds = `
    ${fold(`M ${CX - 100},${c.shoulderY + 110} C ${CX - 80},${c.armpitY + 40} ${CX - 70},${c.waistY - 40} ${CX - 60},${c.waistY}`, tones, 8, 0.18)}
    ${fold(`M ${CX + 100},${c.shoulderY + 110} C ${CX + 80},${c.armpitY + 40} ${CX + 70},${c.waistY - 40} ${CX + 60},${c.waistY}`, tones, 8, 0.18)}`;
  const torsoInside = `
    ${sheenSpot(MAIN, CX - 70, c.shoulderY + 70, 60, 90, 10)}
    ${sheenSpot(MAIN, CX + 80, c.shoulderY + 80, 50, 80, -10)}
    ${back ? backFolds : frontFolds}`;
  const neck = back
    ? ''
    : `<clipPath id="back-neck"><path d="${backNeck(c)}"/></clipPath>
       <path d="${backNeck(c)}" fill="${mix(lining, '#000000', 0.35)}"/>
       <g clip-path="url(#back-neck)">${softStroke(backNeck(c), '#000', 14, 0.45)}</g>
       <path d="${backNeck(c)}" fill="none" stroke="${mix(lining, '#000000', 0.6)}" stroke-width="1.5"/>`;
  const yoke = back
    ? `${seam(`M ${CX - c.shoulderHalf + 14},${c.shoulderY + 60} C ${CX - 60},${c.shoulderY + 72} ${CX + 60},${c.shoulderY + 72} ${CX + c.shoulderHalf - 14},${c.shoulderY + 60}`, tones)}
       ${stitches(`M ${CX - c.shoulderHalf + 14},${c.shoulderY + 68} C ${CX - 60},${c.shoulderY + 80} ${CX + 60},${c.shoulderY + 80} ${CX + c.shoulderHalf - 14},${c.shoulderY + 68}`, tones)}`
    : '';
  return `<ellipse cx="${CX + 8}" cy="${(c.neckY + c.hemY) / 2 + 20}" rx="${c.shoulderHalf + (c.sleeves ? 120 : 60)}" ry="${(c.hemY - c.neckY) / 2 + 50}" fill="url(#garment-shadow)"/>
    ${softShadow(silhouette, 0.16, 5, 10)}
    ${c.sleeves ? sleeve(c, -1, tones) + sleeve(c, 1, tones) : ''}
    ${leatherPanel({ material: MAIN, clipId: 'torso', path: body, tones, inside: torsoInside, stroke: 2 })}
    ${neck}${yoke}`;
}
