import { ImageSpec } from '../../image-spec';
import { mix, Tones } from '../colour';
import { leatherPanel, seam, softShadow, softStroke, stitches } from '../material';
import { backCollar, fold, MAIN, type GarmentDetails } from './garment';
import { Cut, CX } from './silhouette';
import { buckle, button, flapPocket, lapel, weltPocket } from './trims';

interface Front {
  breakY: number;
  /** Half the distance between the two lapels' break points: 0 for single-breasted. */
  overlap: number;
  lapelWidth: number;
  buttons: Array<[number, number]>;
}

/** The open neck between the lapels and, below the last button, the parted fronts. */
function openings(c: Cut, f: Front, lining: string): string {
  const dark = mix(lining, '#000000', 0.4);
  const v = `M ${CX - c.neckHalf + 4},${c.neckY + 2} L ${CX + c.neckHalf - 4},${c.neckY + 2} L ${CX + f.overlap},${f.breakY} Z`;
  return `<path d="${v}" fill="${dark}"/>
    ${softStroke(v, '#000', 12, 0.3)}`;
}

function frontEdge(c: Cut, f: Front, tones: Tones, curved: boolean): string {
  const x = CX + f.overlap;
  const lastButton = f.buttons.length ? Math.max(...f.buttons.map(([, y]) => y)) : f.breakY;
  const path = curved
    ? `M ${x},${f.breakY} L ${x},${lastButton + 20} C ${x},${c.hemY - 60} ${x + 30},${c.hemY - 20} ${x + 46},${c.hemY + 2}`
    : `M ${x},${f.breakY} L ${x},${c.hemY + 4}`;
  return `${softStroke(path, '#000', 8, 0.3, 'translate(-5 0)')}
    ${seam(path, tones, 1.8)}`;
}

function tailoredFront(
  spec: ImageSpec,
  c: Cut,
  tones: Tones,
  trim: Tones,
  f: Front,
  lining: string,
  curved: boolean,
): string {
  const neck = (s: number) => ({ x: CX + s * (c.neckHalf - 2), y: c.neckY });
  const buttonColour = mix(spec.color, '#000000', 0.45);
  const cuffButtons = [-1, 1]
    .map((s) => {
      const x = CX + s * (c.shoulderHalf + 50);
      const y = c.shoulderY + c.sleeveDrop - 24;
      return [0, 1, 2].map((i) => button(x - s * i * 11, y - i * 2, 4.5, buttonColour)).join('');
    })
    .join('');
  const y = c.neckY;
  const collar = `M ${CX - c.neckHalf - 6},${y + 6} C ${CX - c.neckHalf + 4},${y - 26} ${CX + c.neckHalf - 4},${y - 26} ${CX + c.neckHalf + 6},${y + 6}
    L ${CX + c.neckHalf - 6},${y + 8} C ${CX + c.neckHalf - 14},${y - 10} ${CX - c.neckHalf + 14},${y - 10} ${CX - c.neckHalf + 6},${y + 8} Z`;
  return `${openings(c, f, lining)}
    ${leatherPanel({ material: MAIN, clipId: 'collar', path: collar, tones, stroke: 1.6 })}
    ${frontEdge(c, f, tones, curved)}
    ${lapel('lapel-l', -1, neck(-1), { x: CX - f.overlap, y: f.breakY }, f.lapelWidth, tones, MAIN)}
    ${lapel('lapel-r', 1, neck(1), { x: CX + f.overlap, y: f.breakY }, f.lapelWidth, tones, MAIN)}
    ${f.buttons.map(([x, y]) => button(x, y, 9, buttonColour)).join('')}
    ${flapPocket('pocket-l', CX - 96, c.waistY + 70, 86, tones, MAIN)}
    ${flapPocket('pocket-r', CX + 96, c.waistY + 70, 86, tones, MAIN)}
    ${c.sleeves ? cuffButtons : ''}`;
}

function backDetails(c: Cut, tones: Tones): string {
  return `${backCollar(c, tones, 34)}
    ${seam(`M ${CX},${c.neckY + 34} L ${CX},${c.hemY - 90}`, tones)}
    ${seam(`M ${CX},${c.hemY - 90} L ${CX},${c.hemY + 4}`, tones)}
    ${softStroke(`M ${CX + 2},${c.hemY - 90} L ${CX + 2},${c.hemY + 4}`, '#000', 6, 0.3, 'translate(4 0)')}
    ${fold(`M ${CX - 90},${c.shoulderY + 40} C ${CX - 40},${c.shoulderY + 70} ${CX + 40},${c.shoulderY + 70} ${CX + 90},${c.shoulderY + 40}`, tones, 8, 0.25)}`;
}

export const drawBlazer: GarmentDetails = (spec, c, tones, trim, lining, back) => {
  if (back) return backDetails(c, tones);
  const breakY = c.waistY - 20;
  const square = `<path d="M ${CX + 70},${c.shoulderY + 104} L ${CX + 78},${c.shoulderY + 88} L ${CX + 88},${c.shoulderY + 100} L ${CX + 98},${c.shoulderY + 86} L ${CX + 104},${c.shoulderY + 102} Z"
      fill="${trim.light}" stroke="${trim.edge}" stroke-width="1.2"/>`;
  return `${tailoredFront(
    spec,
    c,
    tones,
    trim,
    {
      breakY,
      overlap: 0,
      lapelWidth: 34,
      buttons: [
        [CX, breakY + 12],
        [CX, breakY + 82],
      ],
    },
    lining,
    true,
  )}
    ${square}${weltPocket(CX + 86, c.shoulderY + 108, 60, -6, tones)}
    ${seam(`M ${CX - 70},${c.shoulderY + 150} L ${CX - 74},${c.waistY + 60}`, tones, 1.4)}
    ${seam(`M ${CX + 70},${c.shoulderY + 150} L ${CX + 74},${c.waistY + 60}`, tones, 1.4)}`;
};

export const drawOvercoat: GarmentDetails = (spec, c, tones, trim, lining, back) => {
  if (back) return backDetails(c, tones);
  const breakY = c.armpitY + 50;
  const buttons: Array<[number, number]> = [0, 1, 2].flatMap((i) => [
    [CX - 30, breakY + 20 + i * 74],
    [CX + 30, breakY + 20 + i * 74],
  ]);
  return tailoredFront(
    spec,
    c,
    tones,
    trim,
    { breakY, overlap: 48, lapelWidth: 44, buttons },
    lining,
    false,
  );
};

export const drawTrench: GarmentDetails = (spec, c, tones, trim, lining, back) => {
  const beltY = c.waistY - 4;
  const beltPath = `M ${CX - c.waistHalf - 10},${beltY} L ${CX + c.waistHalf + 10},${beltY} L ${CX + c.waistHalf + 10},${beltY + 28} L ${CX - c.waistHalf - 10},${beltY + 28} Z`;
  const belt = `<g clip-path="url(#torso)">
      ${softShadow(beltPath, 0.3, 0, 5)}
      ${leatherPanel({ material: MAIN, clipId: 'trench-belt', path: beltPath, tones, stroke: 1.5 })}
      ${stitches(`M ${CX - c.waistHalf - 10},${beltY + 5} L ${CX + c.waistHalf + 10},${beltY + 5}`, tones, 1.1)}
      ${stitches(`M ${CX - c.waistHalf - 10},${beltY + 23} L ${CX + c.waistHalf + 10},${beltY + 23}`, tones, 1.1)}
    </g>`;
  const epaulettes = [-1, 1]
    .map((s) => {
      const x0 = CX + s * (c.neckHalf + 8);
      const x1 = CX + s * (c.shoulderHalf - 4);
      const path = `M ${x0},${c.neckY + 2} L ${x1},${c.shoulderY - 10} L ${x1},${c.shoulderY + 10} L ${x0},${c.neckY + 22} Z`;
      return `${leatherPanel({ material: MAIN, clipId: `trench-ep-${s}`, path, tones, stroke: 1.5 })}${button(x0 + s * 14, c.neckY + 12, 5, mix(spec.color, '#000000', 0.45))}`;
    })
    .join('');
  if (back) {
    const capePath = `M ${CX - c.shoulderHalf + 6},${c.shoulderY} C ${CX - 60},${c.neckY + 10} ${CX + 60},${c.neckY + 10} ${CX + c.shoulderHalf - 6},${c.shoulderY}
      L ${CX + c.shoulderHalf - 10},${c.armpitY + 10} C ${CX + 60},${c.armpitY + 24} ${CX - 60},${c.armpitY + 24} ${CX - c.shoulderHalf + 10},${c.armpitY + 10} Z`;
    return `${backDetails(c, tones)}
      ${softShadow(capePath, 0.3, 0, 8)}
      <g clip-path="url(#torso)">${leatherPanel({ material: MAIN, clipId: 'trench-cape', path: capePath, tones, stroke: 1.5 })}</g>
      ${backCollar(c, tones, 40)}${belt}${epaulettes}`;
  }
  const breakY = c.armpitY + 30;
  const buttons: Array<[number, number]> = [0, 1].flatMap((i) => [
    [CX - 34, breakY + 24 + i * 64],
    [CX + 34, breakY + 24 + i * 64],
  ]);
  const stormFlap = `M ${CX - c.neckHalf - 10},${c.neckY + 20} L ${CX - c.shoulderHalf + 6},${c.shoulderY + 4} L ${CX - c.shoulderHalf + 12},${c.shoulderY + 120} C ${CX - 120},${c.shoulderY + 130} ${CX - 90},${c.shoulderY + 124} ${CX - 70},${c.shoulderY + 110} Z`;
  return `${leatherPanel({ material: MAIN, clipId: 'storm-flap', path: stormFlap, tones, stroke: 1.5 })}
    ${tailoredFront(spec, c, tones, trim, { breakY, overlap: 50, lapelWidth: 46, buttons }, lining, false)}
    ${belt}${buckle(CX + 50, beltY + 14, spec.hardware, 0.75)}${epaulettes}`;
};
