import { ImageSpec } from '../../image-spec';
import { mix, Tones, tonesOf } from '../colour';
import { linearGradient } from '../gradient';
import { leatherDefs, leatherPanel, rimLight, seam, sheenSpot, stitches } from '../material';
import { GROUND, ShoeArt } from './shoe-art';

const UPPER = `M 36,258 C 16,244 24,216 62,204 C 110,190 170,184 214,174
  C 254,164 290,146 318,126 C 330,118 342,112 356,110 C 386,118 416,138 452,142
  C 496,146 536,132 566,120 C 586,146 598,204 594,258 Z`;
const RIDGE = 'M 36,258 C 16,244 24,216 62,204 C 110,190 170,184 214,174 C 254,164 290,146 318,126';

function cupsole(accent: string): string {
  const white = '#f5f3ee';
  const shadow = '#d9d4ca';
  const path = `M 40,248 C 12,250 6,286 30,298 C 40,${GROUND} 60,${GROUND} 80,${GROUND} L 560,${GROUND}
    C 590,${GROUND} 600,286 598,246 Z`;
  const bumper = Array.from({ length: 6 }, (_, i) => {
    const x = 22 + i * 7;
    return `<path d="M ${x},${262 + i * 0.6} L ${x + 2},${290}" stroke="${shadow}" stroke-width="1.4"/>`;
  }).join('');
  const shade = linearGradient('cupsole', [0, 0, 0, 1], [0, '#ffffff'], [0.6, white], [1, shadow]);
  return `${shade}
    <path d="${path}" fill="url(#cupsole)" stroke="#b9b2a6" stroke-width="1.5"/>
    <path d="M 22,266 L 598,264" stroke="${accent}" stroke-width="3" opacity="0.85"/>
    <path d="M 26,276 L 598,274" stroke="#c9c2b6" stroke-width="1.2" stroke-dasharray="4 3"/>
    <path d="M 24,292 C 40,${GROUND - 2} 60,${GROUND - 2} 80,${GROUND - 2} L 560,${GROUND - 2} C 584,${GROUND - 2} 594,296 596,288"
      fill="none" stroke="#a79f92" stroke-width="4" opacity="0.6"/>
    ${bumper}`;
}

function panels(tones: Tones, accent: Tones): string {
  const toeCap =
    'M 36,258 C 16,244 24,216 62,204 C 92,196 124,190 156,187 C 172,210 176,236 168,258 Z';
  const heel =
    'M 566,120 C 586,146 598,204 594,258 L 478,258 C 500,226 510,180 516,140 C 534,134 552,128 566,120 Z';
  const eyestay =
    'M 318,126 C 330,118 342,112 356,110 L 372,114 C 346,146 316,186 284,208 L 262,200 C 286,180 304,148 318,126 Z';
  const quarter = 'M 262,200 C 300,230 330,250 360,258';
  const perforations = Array.from({ length: 14 }, (_, i) => {
    const x = 64 + (i % 7) * 13;
    const y = 226 + Math.floor(i / 7) * 12 - (i % 7) * 1.5;
    return `<circle cx="${x}" cy="${y}" r="1.7" fill="${tones.shade}"/>`;
  }).join('');
  return `${leatherPanel({ material: 'sn', clipId: 'sn-toe', path: toeCap, tones, stroke: 1.4 })}
    ${stitches('M 148,189 C 164,212 168,236 160,258', tones, 1.3)}${perforations}
    ${seam(quarter, tones, 1.6)}${stitches('M 270,196 C 306,224 336,244 366,252', tones, 1.2)}
    ${leatherPanel({ material: 'acc', clipId: 'sn-heel', path: heel, tones: accent, stroke: 1.4 })}
    ${stitches('M 486,258 C 508,226 518,180 524,144', accent, 1.3)}
    ${leatherPanel({ material: 'sn', clipId: 'sn-eyestay', path: eyestay, tones, stroke: 1.4 })}
    ${stitches('M 276,198 C 304,176 334,142 362,118', tones, 1.2)}`;
}

function laces(tones: Tones): string {
  const lace = tones.base === '#ffffff' ? '#f4f2ec' : mix(tones.base, '#ffffff', 0.85);
  return Array.from({ length: 6 }, (_, i) => {
    const t = i / 5;
    const x = 284 + t * 70;
    const y = 192 - t * 68 + t * t * 6;
    return `<circle cx="${x}" cy="${y}" r="3.2" fill="${tones.deep}" stroke="${tones.edge}" stroke-width="0.8"/>
      <path d="M ${x + 1},${y + 2} L ${x - 17},${y - 13}" stroke="#000" stroke-width="6" stroke-linecap="round" opacity="0.15"/>
      <path d="M ${x},${y} L ${x - 18},${y - 16}" stroke="${mix(lace, '#000000', 0.4)}" stroke-width="7.5" stroke-linecap="round"/>
      <path d="M ${x},${y} L ${x - 18},${y - 16}" stroke="${lace}" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
}

export function drawSneaker(spec: ImageSpec): ShoeArt {
  const tones = tonesOf(spec.color);
  const accent = tonesOf(spec.accent);
  const lining = mix(spec.accent, '#f3eee4', 0.6);
  const inside = `${rimLight(RIDGE, tones)}${sheenSpot('sn', 120, 220, 80, 16, -8)}${sheenSpot('sn', 420, 170, 70, 14, 8)}`;
  const collar = `<path d="M 356,110 C 420,94 520,102 566,116 L 566,120 C 536,132 496,146 452,142 C 416,138 386,118 356,110 Z"
      fill="${mix(lining, '#000000', 0.35)}" stroke="${tones.edge}" stroke-width="1.4"/>
    <path d="M 330,122 C 330,96 342,80 362,80 C 378,80 384,94 382,112 Z" fill="url(#sn-fill)" stroke="${tones.edge}" stroke-width="1.8"/>
    <rect x="346" y="88" width="20" height="13" rx="2" fill="${accent.base}" stroke="${accent.edge}" stroke-width="1" transform="rotate(-8 356 94)"/>
    <path d="M 552,126 C 552,100 560,88 574,88 C 586,88 590,104 588,132 Z" fill="${accent.base}" stroke="${accent.edge}" stroke-width="1.4"/>`;
  const collarPadding = `${seam('M 358,118 C 390,136 418,150 452,152 C 496,156 536,142 568,130', tones, 1.6)}`;
  const body = `${cupsole(spec.accent)}${collar}
    ${leatherPanel({ material: 'sn', clipId: 'sn-upper', path: UPPER, tones, inside, stroke: 2.4 })}
    ${collarPadding}${panels(tones, accent)}${laces(tones)}`;
  return {
    defs: leatherDefs('sn', tones, spec.finish) + leatherDefs('acc', accent, spec.finish),
    body,
    focus: { x: 330, y: 170 },
    top: 80,
  };
}
