import { ImageSpec } from '../../image-spec';
import { mix, Tones, tonesOf } from '../colour';
import { metalDefs, metalEdge } from '../hardware';
import { leatherPanel, seam, softStroke, stitches } from '../material';
import { LOAFER_INSTEP, lowShoeBase } from './last';
import { ShoeArt } from './shoe-art';

/** The raised seam of a moccasin apron, hand-stitched with short crossing stitches. */
function mocSeam(tones: Tones): string {
  const path = 'M 40,246 C 80,232 140,222 200,214 C 250,206 290,186 318,160';
  const whip = Array.from({ length: 16 }, (_, i) => {
    const t = i / 15;
    const x = 40 + t * 276;
    const y = 246 - 86 * t ** 2.2 - 20 * t;
    return `<path d="M ${x.toFixed(1)},${(y - 3).toFixed(1)} L ${(x + 2).toFixed(1)},${(y + 3).toFixed(1)}" stroke="${tones.stitch}" stroke-width="1.4" stroke-linecap="round" opacity="0.7"/>`;
  }).join('');
  return `${seam(path, tones, 2.4)}${whip}`;
}

function saddle(tones: Tones, penny: boolean): string {
  const strap =
    'M 252,176 C 270,166 290,158 306,150 L 330,148 C 344,178 352,206 354,232 L 300,244 C 294,218 278,194 252,176 Z';
  const slot = `<path d="M 274,178 C 290,172 306,164 322,160 C 322,170 304,180 282,184 Z" fill="${tones.deep}" stroke="${tones.edge}" stroke-width="1"/>`;
  return `${softStroke('M 300,248 C 320,246 340,240 356,236', '#000', 5, 0.25)}
    ${leatherPanel({ material: 'ox', clipId: 'saddle', path: strap, tones, stroke: 1.6 })}
    ${stitches('M 262,180 C 282,196 296,216 304,238', tones, 1.3)}${stitches('M 334,154 C 344,180 348,206 348,228', tones, 1.3)}
    ${penny ? slot : ''}`;
}

function tassels(tones: Tones): string {
  const cord = mix(tones.shade, '#000000', 0.15);
  const tassel = (x: number, y: number, sway: number) => {
    const fringe = Array.from({ length: 7 }, (_, i) => {
      const fx = x - 9 + i * 3 + sway;
      return `<path d="M ${fx.toFixed(1)},${y + 14} L ${(fx + sway * 0.5).toFixed(1)},${y + 44}" stroke="${tones.highlight}" stroke-width="1.1" opacity="0.45"/>`;
    }).join('');
    return `<path d="M 328,150 C ${x - 6},${y - 26} ${x},${y - 14} ${x},${y}" stroke="${cord}" stroke-width="3.5" fill="none"/>
      <path d="M ${x - 6},${y + 4} C ${x - 13 + sway},${y + 24} ${x - 13 + sway},${y + 38} ${x - 12 + sway},${y + 46} L ${x + 12 + sway},${y + 46} C ${x + 13 + sway},${y + 36} ${x + 12},${y + 22} ${x + 6},${y + 4} Z" fill="${tones.base}" stroke="${tones.edge}" stroke-width="1.4"/>
      ${fringe}
      <ellipse cx="${x}" cy="${y + 4}" rx="8" ry="7" fill="${tones.shade}" stroke="${tones.edge}" stroke-width="1.2"/>
      <ellipse cx="${x - 2}" cy="${y + 2}" rx="3" ry="2" fill="${tones.highlight}" opacity="0.5"/>`;
  };
  return `<path d="M 334,147 C 370,150 400,156 424,160" stroke="${cord}" stroke-width="3.5" fill="none"/>
    ${tassel(296, 178, -3)}${tassel(322, 186, 3)}`;
}

function horsebit(spec: ImageSpec): string {
  const edge = metalEdge(spec.hardware);
  const bar = 'M 246,192 C 270,182 296,170 326,152';
  return `${softStroke(bar, '#000', 10, 0.25, 'translate(2 6)')}
    <path d="${bar}" fill="none" stroke="${edge}" stroke-width="11" stroke-linecap="round"/>
    <path d="${bar}" fill="none" stroke="url(#metal)" stroke-width="8" stroke-linecap="round"/>
    <path d="M 276,178 L 296,168" stroke="${edge}" stroke-width="1.2"/>
    <circle cx="236" cy="198" r="15" fill="none" stroke="${edge}" stroke-width="9.5"/>
    <circle cx="236" cy="198" r="15" fill="none" stroke="url(#metal)" stroke-width="6.5"/>
    <path d="M 226,188 A 14 14 0 0 1 246,186" stroke="#ffffff" stroke-width="1.6" fill="none" opacity="0.7"/>`;
}

export function drawLoafer(spec: ImageSpec): ShoeArt {
  const tones = tonesOf(spec.color);
  const base = lowShoeBase({
    material: 'ox',
    instep: LOAFER_INSTEP,
    tones,
    finish: spec.finish,
    soleEdge: spec.accent,
    lining: '#c8a27a',
  });
  const detail =
    spec.item === 'tassel-loafer'
      ? tassels(tones)
      : spec.item === 'horsebit-loafer'
        ? horsebit(spec)
        : saddle(tones, true);
  const focus = spec.item === 'tassel-loafer' ? { x: 290, y: 200 } : { x: 250, y: 205 };
  return {
    defs: base.defs + metalDefs(spec.hardware),
    body: `${base.body}<g clip-path="url(#ox-upper)">${mocSeam(tones)}</g>${detail}`,
    focus,
    top: 130,
  };
}
