import { ImageSpec } from '../../image-spec';
import { Tones, tonesOf } from '../colour';
import { metalDefs, metalEdge } from '../hardware';
import { leatherPanel, seam, softShadow, stitches } from '../material';
import { lowShoeBase } from './last';
import { ShoeArt } from './shoe-art';

const MONK_INSTEP = { x: 358, y: 120, dip: 34 };

/** One strap crossing the instep to a buckle on the outer side, its tail running on past it. */
function strap(
  id: string,
  tones: Tones,
  spec: ImageSpec,
  dx: number,
  dy: number,
  width: number,
): string {
  const a = { x: 318 + dx, y: 128 + dy };
  const b = { x: 398 + dx, y: 166 + dy };
  const angle = 25;
  const band = `M ${a.x},${a.y} L ${b.x},${b.y} L ${b.x - 6},${b.y + width} L ${a.x - 10},${a.y + width + 2} Z`;
  const tail = `M ${b.x + 4},${b.y + 2} L ${b.x + 44},${b.y + 18} C ${b.x + 54},${b.y + 22} ${b.x + 50},${b.y + width + 10} ${b.x + 40},${b.y + width + 6}
    L ${b.x - 2},${b.y + width - 2} Z`;
  const cx = b.x + 2;
  const cy = b.y + width / 2 + 2;
  const edge = metalEdge(spec.hardware);
  const h = width + 14;
  return `${softShadow(tail, 0.3, 1, 4)}
    ${leatherPanel({ material: 'ox', clipId: `${id}-tail`, path: tail, tones, stroke: 1.5 })}
    ${stitches(`M ${b.x + 8},${b.y + 6} L ${b.x + 42},${b.y + 20}`, tones, 1.2)}
    ${softShadow(band, 0.3, 1, 4)}
    ${leatherPanel({ material: 'ox', clipId: `${id}-band`, path: band, tones, stroke: 1.5 })}
    ${stitches(`M ${a.x + 2},${a.y + 4} L ${b.x - 6},${b.y + 4}`, tones, 1.2)}
    <g transform="rotate(${angle} ${cx} ${cy})">
      <rect x="${cx - 9}" y="${cy - h / 2}" width="18" height="${h}" rx="4" fill="none" stroke="${edge}" stroke-width="7"/>
      <rect x="${cx - 9}" y="${cy - h / 2}" width="18" height="${h}" rx="4" fill="none" stroke="url(#metal)" stroke-width="4.6"/>
      <path d="M ${cx - 9},${cy} L ${cx + 10},${cy}" stroke="${edge}" stroke-width="3.5" stroke-linecap="round"/>
      <path d="M ${cx - 9},${cy} L ${cx + 10},${cy}" stroke="url(#metal)" stroke-width="2" stroke-linecap="round"/>
      <path d="M ${cx - 7},${cy - h / 2 + 2} L ${cx + 5},${cy - h / 2 + 2}" stroke="#ffffff" stroke-width="1.2" opacity="0.7"/>
    </g>`;
}

export function drawMonkStrap(spec: ImageSpec): ShoeArt {
  const tones = tonesOf(spec.color);
  const double = spec.item === 'double-monk';
  const base = lowShoeBase({
    material: 'ox',
    instep: MONK_INSTEP,
    tones,
    finish: spec.finish,
    soleEdge: spec.accent,
    lining: '#c8a27a',
  });
  const cap = double
    ? `${seam('M 158,290 C 180,262 186,232 170,206', tones)}${stitches('M 150,290 C 171,262 177,232 162,208', tones)}`
    : '';
  const quarter = `${seam('M 300,138 C 306,190 330,250 372,286', tones)}${stitches('M 308,140 C 314,190 338,250 380,286', tones)}`;
  const straps = double
    ? strap('monk-upper', tones, spec, 0, 0, 20) + strap('monk-lower', tones, spec, -10, 40, 20)
    : strap('monk-single', tones, spec, 0, 4, 28);
  return {
    defs: base.defs + metalDefs(spec.hardware),
    body: `${base.body}${cap}${quarter}${straps}`,
    focus: { x: 380, y: 185 },
    top: 110,
  };
}
