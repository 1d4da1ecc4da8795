import { Hardware } from '../../image-spec';
import { mix, Tones } from '../colour';
import { metalEdge } from '../hardware';
import { leatherPanel, seam, softShadow, softStroke, stitches } from '../material';
import { TRIM } from './garment';

interface Point {
  x: number;
  y: number;
}

/** A metal zip from `from` to `to`, with its puller hanging at `from` unless it is a continuation. */
export function zip(
  from: Point,
  to: Point,
  hardware: Hardware,
  tape: string,
  withPuller = true,
): string {
  const edge = metalEdge(hardware);
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  const teeth = Math.floor(length / 4.5);
  const teethMarks = Array.from({ length: teeth }, (_, i) => {
    const x = i * 4.5 + 2;
    return `<rect x="${x}" y="${i % 2 ? -3.5 : -0.5}" width="2.8" height="4" rx="0.6" fill="url(#metal)" opacity="0.9"/>`;
  }).join('');
  const tapeAndTeeth = `<g transform="translate(${from.x} ${from.y}) rotate(${angle})">
      <rect x="0" y="-8" width="${length}" height="16" fill="${mix(tape, '#000000', 0.3)}"/>
      <rect x="0" y="-4" width="${length}" height="8" fill="${edge}" opacity="0.8"/>
      ${teethMarks}
    </g>`;
  if (!withPuller) return tapeAndTeeth;
  return `${tapeAndTeeth}
    <g transform="translate(${from.x} ${from.y}) rotate(${angle - 90}) scale(0.8)">
      <rect x="-7" y="-6" width="14" height="16" rx="3" fill="url(#metal)" stroke="${edge}" stroke-width="1.2"/>
      <path d="M -5,10 L -6,36 C -6,42 6,42 6,36 L 5,10 Z" fill="url(#metal)" stroke="${edge}" stroke-width="1.2"/>
      <rect x="-2.5" y="24" width="5" height="10" rx="2" fill="${edge}"/>
    </g>`;
}

export function button(x: number, y: number, r: number, colour: string): string {
  const rim = mix(colour, '#000000', 0.45);
  return `<circle cx="${x + 1}" cy="${y + 3}" r="${r + 1.5}" fill="#000" opacity="0.12"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="${rim}" stroke-width="1.5"/>
    <circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="${rim}" stroke-width="1" opacity="0.6"/>
    ${[-1, 1].flatMap((dx) => [-1, 1].map((dy) => `<circle cx="${x + dx * r * 0.22}" cy="${y + dy * r * 0.22}" r="${r * 0.1}" fill="${rim}"/>`)).join('')}
    <path d="M ${x - r * 0.6},${y - r * 0.4} A ${r * 0.8} ${r * 0.8} 0 0 1 ${x + r * 0.2},${y - r * 0.7}" stroke="#ffffff" stroke-width="1.2" fill="none" opacity="0.5"/>`;
}

export function snap(x: number, y: number, hardware: Hardware, r = 7): string {
  return `<circle cx="${x + 1}" cy="${y + 2.5}" r="${r + 1.5}" fill="#000" opacity="0.15"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#metal-dome)" stroke="${metalEdge(hardware)}" stroke-width="1.2"/>`;
}

/** Knitted rib trim (collar, cuffs, hem): the trim colour with fine vertical ribs. */
export function ribbing(
  id: string,
  path: string,
  trim: Tones,
  ribs: Array<[Point, Point]>,
): string {
  const lines = ribs
    .map(
      ([a, b]) =>
        `<path d="M ${a.x},${a.y} L ${b.x},${b.y}" stroke="${trim.deep}" stroke-width="1.6" opacity="0.45"/>`,
    )
    .join('');
  return leatherPanel({
    material: TRIM,
    clipId: id,
    path,
    tones: trim,
    inside: lines,
    stroke: 1.6,
  });
}

/** Evenly spaced rib lines between two edges, each given by its end points. */
export function ribsBetween(
  top: [Point, Point],
  bottom: [Point, Point],
  count: number,
): Array<[Point, Point]> {
  const lerp = (a: Point, b: Point, t: number) => ({
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
  });
  return Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    return [lerp(top[0], top[1], t), lerp(bottom[0], bottom[1], t)];
  });
}

/** A welt pocket: a narrow lip, slanted by `angle` degrees. */
export function weltPocket(
  x: number,
  y: number,
  width: number,
  angle: number,
  tones: Tones,
): string {
  return `<g transform="rotate(${angle} ${x} ${y})">
      <rect x="${x - width / 2}" y="${y - 6}" width="${width}" height="12" rx="2" fill="${tones.shade}" stroke="${tones.edge}" stroke-width="1.5"/>
      <path d="M ${x - width / 2 + 3},${y} L ${x + width / 2 - 3},${y}" stroke="${tones.deep}" stroke-width="2"/>
      ${stitches(`M ${x - width / 2 + 3},${y - 3} L ${x + width / 2 - 3},${y - 3}`, tones, 1.1)}
    </g>`;
}

/** A pocket flap with its shadow, as on blazers and coats. */
export function flapPocket(
  id: string,
  x: number,
  y: number,
  width: number,
  tones: Tones,
  material: string,
): string {
  const path = `M ${x - width / 2},${y} L ${x + width / 2},${y} L ${x + width / 2 - 2},${y + 30} C ${x + 20},${y + 33} ${x - 20},${y + 33} ${x - width / 2 + 2},${y + 30} Z`;
  return `${softShadow(path, 0.35, 1, 4)}
    ${leatherPanel({ material, clipId: id, path, tones, stroke: 1.5 })}
    ${stitches(`M ${x - width / 2 + 5},${y + 25} C ${x - 20},${y + 28} ${x + 20},${y + 28} ${x + width / 2 - 5},${y + 25}`, tones, 1.1)}`;
}

/** A notched lapel on one side (`s` = -1 left of the picture, 1 right), rolling from the collar down to the break point. */
export function lapel(
  id: string,
  s: number,
  neck: Point,
  breakPoint: Point,
  width: number,
  tones: Tones,
  material: string,
): string {
  const notchY = neck.y + 70;
  const outerX = breakPoint.x + s * (width + 26);
  const path = `M ${neck.x},${neck.y - 4} C ${neck.x + s * 6},${neck.y + 30} ${neck.x + s * 20},${notchY - 20} ${neck.x + s * 30},${notchY}
    L ${neck.x + s * 56},${notchY + 4} L ${outerX},${notchY + 18}
    C ${outerX - s * 6},${notchY + 90} ${breakPoint.x + s * 30},${breakPoint.y - 80} ${breakPoint.x},${breakPoint.y}
    C ${breakPoint.x - s * 4},${breakPoint.y - 140} ${neck.x - s * 12},${neck.y + 120} ${neck.x - s * 10},${neck.y + 20} Z`;
  const rollShadow = `M ${outerX},${notchY + 22} C ${outerX - s * 6},${notchY + 92} ${breakPoint.x + s * 30},${breakPoint.y - 76} ${breakPoint.x + s * 2},${breakPoint.y + 4}`;
  return `${softStroke(rollShadow, '#000', 8, 0.35, `translate(${s * 6} 4)`)}
    ${leatherPanel({ material, clipId: id, path, tones, stroke: 1.8 })}
    ${stitches(`M ${outerX - s * 6},${notchY + 24} C ${outerX - s * 12},${notchY + 90} ${breakPoint.x + s * 24},${breakPoint.y - 80} ${breakPoint.x - s * 2},${breakPoint.y - 10}`, tones, 1.1)}
    ${seam(`M ${neck.x + s * 30},${notchY} L ${neck.x + s * 56},${notchY + 4}`, tones, 1.4)}`;
}

/** A rectangular belt buckle centred on (x, y), its prong pointing right. */
export function buckle(x: number, y: number, hardware: Hardware, scale = 1): string {
  const edge = metalEdge(hardware);
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-16" y="-21" width="32" height="42" rx="5" fill="none" stroke="${edge}" stroke-width="7.5"/>
    <rect x="-16" y="-21" width="32" height="42" rx="5" fill="none" stroke="url(#metal)" stroke-width="5"/>
    <path d="M -16,0 L 22,0" stroke="${edge}" stroke-width="4" stroke-linecap="round"/>
    <path d="M -16,0 L 22,0" stroke="url(#metal)" stroke-width="2.4" stroke-linecap="round"/>
  </g>`;
}
