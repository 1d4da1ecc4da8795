import { ImageSpec } from '../../image-spec';
import { Tones } from '../colour';
import { leatherPanel, softStroke, stitches } from '../material';
import { MAIN } from './garment';
import { Cut, CX } from './silhouette';
import { weltPocket, zip } from './trims';

/** Quilted channels across the torso, stitched and softly puffed between the seams. */
function quilting(c: Cut, tones: Tones): string {
  const rows: string[] = [];
  for (let y = c.neckY + 70; y < c.hemY - 10; y += 46) {
    const path = `M ${CX - 200},${y} C ${CX - 100},${y + 8} ${CX + 100},${y + 8} ${CX + 200},${y}`;
    rows.push(`${softStroke(path, tones.deep, 6, 0.4)}
      ${softStroke(path, tones.highlight, 12, 0.2, 'translate(0 20)')}
      ${stitches(path, tones, 1.2)}`);
  }
  return `<g clip-path="url(#torso)">${rows.join('')}</g>`;
}

export function drawVest(spec: ImageSpec, c: Cut, tones: Tones, back: boolean): string {
  const y = c.neckY;
  const collar = `M ${CX - c.neckHalf - 10},${y + 4} C ${CX - c.neckHalf - 8},${y - 24} ${CX + c.neckHalf + 8},${y - 24} ${CX + c.neckHalf + 10},${y + 4}
    L ${CX + c.neckHalf + 8},${y + 40} C ${CX + 30},${y + 52} ${CX - 30},${y + 52} ${CX - c.neckHalf - 8},${y + 40} Z`;
  const collarMarkup = `${leatherPanel({ material: MAIN, clipId: 'vest-collar', path: collar, tones, stroke: 1.6 })}
    ${stitches(`M ${CX - c.neckHalf - 4},${y + 34} C ${CX - 30},${y + 46} ${CX + 30},${y + 46} ${CX + c.neckHalf + 4},${y + 34}`, tones, 1.1)}`;
  const binding = [-1, 1]
    .map((s) => {
      const shoulder = CX + s * c.shoulderHalf;
      const armpit = CX + s * c.armpitHalf;
      return `<path d="M ${shoulder},${c.shoulderY} C ${shoulder - s * 14},${c.shoulderY + 90} ${armpit - s * 40},${c.armpitY - 4} ${armpit},${c.armpitY}"
        fill="none" stroke="${tones.deep}" stroke-width="7" opacity="0.6"/>`;
    })
    .join('');
  if (back) return `${quilting(c, tones)}${binding}${collarMarkup}`;
  return `${quilting(c, tones)}${binding}${collarMarkup}
    ${zip({ x: CX, y: y + 40 }, { x: CX, y: c.hemY + 4 }, spec.hardware, tones.shade)}
    ${weltPocket(CX - 80, c.waistY + 50, 64, 74, tones)}${weltPocket(CX + 80, c.waistY + 50, 64, -74, tones)}`;
}
