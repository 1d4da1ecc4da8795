import { ImageSpec } from '../../image-spec';
import { Tones } from '../colour';
import { leatherPanel, seam, softShadow, softStroke, stitches } from '../material';
import { backCollar, MAIN } from './garment';
import { Cut, CX } from './silhouette';
import { buckle, snap, zip } from './trims';

function lapels(c: Cut, tones: Tones, spec: ImageSpec): string {
  const y = c.neckY;
  const side = (s: number) => {
    const path = `M ${CX + s * (c.neckHalf + 2)},${y - 4} C ${CX + s * (c.neckHalf + 30)},${y + 10} ${CX + s * (c.neckHalf + 60)},${y + 40} ${CX + s * (c.neckHalf + 76)},${y + 66}
      C ${CX + s * (c.neckHalf + 40)},${y + 100} ${CX + s * 60},${y + 140} ${CX + s * 36},${y + 176}
      C ${CX + s * 30},${y + 120} ${CX + s * 20},${y + 60} ${CX + s * 8},${y + 30} Z`;
    const tip = { x: CX + s * (c.neckHalf + 62), y: y + 66 };
    return `${softShadow(path, 0.4, s * 4, 8)}
      ${leatherPanel({ material: MAIN, clipId: `lapel-${s}`, path, tones, stroke: 1.8 })}
      ${stitches(`M ${CX + s * (c.neckHalf + 66)},${y + 68} C ${CX + s * (c.neckHalf + 34)},${y + 98} ${CX + s * 58},${y + 134} ${CX + s * 38},${y + 164}`, tones, 1.2)}
      ${snap(tip.x, tip.y, spec.hardware, 6)}`;
  };
  const collar = `M ${CX - c.neckHalf - 6},${y + 2} C ${CX - 30},${y - 24} ${CX + 30},${y - 24} ${CX + c.neckHalf + 6},${y + 2}
    L ${CX + c.neckHalf + 2},${y + 14} C ${CX + 30},${y - 6} ${CX - 30},${y - 6} ${CX - c.neckHalf - 2},${y + 14} Z`;
  return `${leatherPanel({ material: MAIN, clipId: 'biker-collar', path: collar, tones, stroke: 1.6 })}${side(-1)}${side(1)}`;
}

function belt(c: Cut, tones: Tones, spec: ImageSpec, withBuckle: boolean): string {
  const y = c.hemY - 46;
  const path = `M ${CX - c.hemHalf - 6},${y} L ${CX + c.hemHalf + 6},${y} L ${CX + c.hemHalf + 6},${y + 30} L ${CX - c.hemHalf - 6},${y + 30} Z`;
  const strap = `<g clip-path="url(#torso)">
      ${softShadow(path, 0.35, 0, 5)}
      ${leatherPanel({ material: MAIN, clipId: 'belt', path, tones, stroke: 1.6 })}
      ${stitches(`M ${CX - c.hemHalf},${y + 5} L ${CX + c.hemHalf},${y + 5}`, tones, 1.1)}
      ${stitches(`M ${CX - c.hemHalf},${y + 25} L ${CX + c.hemHalf},${y + 25}`, tones, 1.1)}
    </g>`;
  return withBuckle ? strap + buckle(CX - c.hemHalf + 50, y + 15, spec.hardware) : strap;
}

function epaulette(c: Cut, s: number, tones: Tones, spec: ImageSpec): string {
  const x0 = CX + s * (c.neckHalf + 8);
  const x1 = CX + s * (c.shoulderHalf - 6);
  const y0 = c.neckY + 8;
  const y1 = c.shoulderY - 2;
  const path = `M ${x0},${y0 - 6} L ${x1},${y1 - 10} L ${x1},${y1 + 12} L ${x0 + s * 2},${y0 + 16} Z`;
  return `${softShadow(path, 0.3, 0, 4)}
    ${leatherPanel({ material: MAIN, clipId: `epaulette-${s}`, path, tones, stroke: 1.5 })}
    ${snap(x0 + s * 16, y0 + 6, spec.hardware, 5)}`;
}

export function drawBiker(spec: ImageSpec, c: Cut, tones: Tones, back: boolean): string {
  const cuffY = c.shoulderY + c.sleeveDrop;
  const cuffZips = [-1, 1]
    .map((s) => {
      const x = CX + s * (c.shoulderHalf + 50);
      return zip({ x, y: cuffY - 70 }, { x: x + s * 4, y: cuffY + 4 }, spec.hardware, tones.shade);
    })
    .join('');
  if (back) {
    return `${backCollar(c, tones, 20)}${belt(c, tones, spec, false)}${cuffZips}
      ${seam(`M ${CX},${c.shoulderY + 66} L ${CX},${c.hemY - 46}`, tones)}
      ${epaulette(c, -1, tones, spec)}${epaulette(c, 1, tones, spec)}`;
  }
  const zipTop = { x: CX - 44, y: c.neckY + 170 };
  const zipTurn = { x: CX + 42, y: c.armpitY + 70 };
  const zipBottom = { x: CX + 42, y: c.hemY + 4 };
  const overlap = `M ${zipTop.x},${zipTop.y} L ${zipTurn.x},${zipTurn.y} L ${zipBottom.x},${zipBottom.y}`;
  return `${seam(`M ${CX - 36},${c.neckY + 176} C ${CX - 40},${c.waistY} ${CX - 30},${c.hemY - 80} ${CX - 30},${c.hemY}`, tones)}
    ${softStroke(overlap, '#000', 10, 0.35, 'translate(6 4)')}
    ${zip(zipBottom, zipTurn, spec.hardware, tones.shade, false)}
    ${zip(zipTop, zipTurn, spec.hardware, tones.shade)}
    ${belt(c, tones, spec, true)}${lapels(c, tones, spec)}
    ${epaulette(c, -1, tones, spec)}${epaulette(c, 1, tones, spec)}
    ${zip({ x: CX + 70, y: c.shoulderY + 120 }, { x: CX + 124, y: c.shoulderY + 80 }, spec.hardware, tones.shade)}
    ${zip({ x: CX - 110, y: c.waistY - 10 }, { x: CX - 74, y: c.waistY + 80 }, spec.hardware, tones.shade)}
    ${zip({ x: CX + 100, y: c.waistY - 4 }, { x: CX + 124, y: c.waistY + 76 }, spec.hardware, tones.shade)}
    ${cuffZips}`;
}
