import { ImageSpec } from '../../image-spec';
import { Tones } from '../colour';
import { stitches } from '../material';
import { Cut, CX } from './silhouette';
import { ribbing, ribsBetween, weltPocket, zip } from './trims';

const BAND = 40;

/** A rib band across the bottom of a part, clipped to that part's outline. */
function band(
  id: string,
  clip: string,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  trim: Tones,
): string {
  const path = `M ${x0},${y0} L ${x1},${y0} L ${x1},${y1} L ${x0},${y1} Z`;
  const ribs = ribsBetween(
    [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
    ],
    [
      { x: x0, y: y1 },
      { x: x1, y: y1 },
    ],
    Math.round((x1 - x0) / 7),
  );
  return `<g clip-path="url(#${clip})">${ribbing(id, path, trim, ribs)}</g>`;
}

function collar(c: Cut, trim: Tones, back: boolean): string {
  const y = c.neckY;
  if (back) {
    const path = `M ${CX - c.neckHalf - 14},${y + 6} C ${CX - 30},${y - 16} ${CX + 30},${y - 16} ${CX + c.neckHalf + 14},${y + 6}
      L ${CX + c.neckHalf + 10},${y + 36} C ${CX + 30},${y + 18} ${CX - 30},${y + 18} ${CX - c.neckHalf - 10},${y + 36} Z`;
    const ribs = ribsBetween(
      [
        { x: CX - c.neckHalf - 14, y: y + 4 },
        { x: CX + c.neckHalf + 14, y: y + 4 },
      ],
      [
        { x: CX - c.neckHalf - 10, y: y + 36 },
        { x: CX + c.neckHalf + 10, y: y + 36 },
      ],
      22,
    );
    return ribbing('collar-back', path, trim, ribs);
  }
  const half = (s: number) => {
    const path = `M ${CX + s * (c.neckHalf + 14)},${y + 2} C ${CX + s * (c.neckHalf + 12)},${y + 40} ${CX + s * 30},${y + 60} ${CX + s * 3},${y + 66}
      L ${CX + s * 3},${y + 36} C ${CX + s * 24},${y + 32} ${CX + s * (c.neckHalf - 4)},${y + 22} ${CX + s * c.neckHalf},${y} Z`;
    const ribs = Array.from({ length: 9 }, (_, i) => {
      const t = (i + 0.5) / 9;
      const a = { x: CX + s * (c.neckHalf - t * (c.neckHalf - 4)), y: y + t * 34 };
      const b = { x: CX + s * (c.neckHalf + 13 - t * (c.neckHalf + 10)), y: y + 4 + t * 62 };
      return [a, b] as [typeof a, typeof b];
    });
    return ribbing(`collar-${s}`, path, trim, ribs);
  };
  return half(-1) + half(1);
}

export function drawBomber(
  spec: ImageSpec,
  c: Cut,
  tones: Tones,
  trim: Tones,
  back: boolean,
): string {
  const cuffY = c.shoulderY + c.sleeveDrop;
  const cuffs = [-1, 1]
    .map((s) => {
      const outer = CX + s * (c.shoulderHalf + 70);
      const inner = CX + s * (c.shoulderHalf - 20);
      return band(
        `cuff-${s}`,
        `sleeve-${s}`,
        Math.min(outer, inner),
        Math.max(outer, inner),
        cuffY - BAND,
        cuffY + 12,
        trim,
      );
    })
    .join('');
  const hem = band(
    'hem',
    'torso',
    CX - c.hemHalf - 10,
    CX + c.hemHalf + 10,
    c.hemY - BAND,
    c.hemY + 12,
    trim,
  );
  const front = back
    ? ''
    : `${zip({ x: CX, y: c.neckY + 62 }, { x: CX, y: c.hemY + 4 }, spec.hardware, tones.shade)}
       ${weltPocket(CX - 86, c.waistY + 40, 70, 72, tones)}${weltPocket(CX + 86, c.waistY + 40, 70, -72, tones)}
       <g transform="translate(${CX + c.shoulderHalf + 24} ${c.shoulderY + 120}) rotate(-3)">
         <rect x="-18" y="-16" width="36" height="46" rx="3" fill="${tones.base}" stroke="${tones.edge}" stroke-width="1.5"/>
         ${stitches('M -14,-12 L 14,-12 L 14,26 L -14,26 Z', tones, 1.1)}
         <path d="M -12,-4 L 12,-4" stroke="${tones.deep}" stroke-width="3"/>
       </g>`;
  return `${cuffs}${hem}${collar(c, trim, back)}${front}`;
}
