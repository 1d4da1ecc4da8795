import { ImageSpec } from '../../image-spec';
import { mix, Tones, tonesOf } from '../colour';
import { metalDefs } from '../hardware';
import {
  leatherDefs,
  leatherPanel,
  rimLight,
  seam,
  sheenSpot,
  softStroke,
  stitches,
} from '../material';
import { ShoeArt } from './shoe-art';
import { leatherSole } from './sole';

const BOOT_UPPER = `M 36,286 C 14,282 8,264 22,250 C 40,226 74,208 120,200
  C 190,190 246,176 282,150 C 304,132 312,100 312,56 L 314,-6
  C 380,-12 460,-12 520,-4 C 518,60 524,120 548,170 C 568,206 596,226 594,262
  C 594,268 592,272 590,276 C 520,278 480,280 440,282 C 380,288 300,290 200,290
  C 120,289 60,288 36,286 Z`;
const FRONT_RIDGE =
  'M 22,250 C 40,226 74,208 120,200 C 190,190 246,176 282,150 C 304,132 312,100 312,56 L 314,-6';
const BACK_RIDGE = 'M 520,-4 C 518,60 524,120 548,170 C 568,206 596,226 594,262';

function topOpening(lining: string): string {
  return `<path d="M 314,-6 C 370,-26 470,-24 520,-4 C 460,-12 380,-12 314,-6 Z"
    fill="${mix(lining, '#000000', 0.35)}" stroke="${mix(lining, '#000000', 0.55)}" stroke-width="1.5"/>`;
}

function pullTab(tones: Tones, lining: string): string {
  const tab = 'M 500,-2 C 498,-30 504,-44 516,-44 C 528,-44 532,-30 530,-2 Z';
  return `<path d="${tab}" fill="${tones.shade}" stroke="${tones.edge}" stroke-width="1.5"/>
    <path d="M 508,-4 C 507,-24 510,-34 516,-34 C 522,-34 524,-24 523,-4" fill="${mix(lining, '#000000', 0.4)}"/>
    ${stitches('M 503,-4 C 501,-28 506,-40 516,-40 C 526,-40 529,-28 527,-4', tones, 1.1)}`;
}

/** The elastic side panel of a chelsea boot, ribbed and stitched into the leather. */
function gusset(tones: Tones): string {
  const path =
    'M 372,-6 C 384,40 398,96 412,134 C 420,146 432,146 438,134 C 452,96 466,40 476,-6 Z';
  const elastic = mix(tones.deep, '#1b1a19', 0.6);
  const ribs = Array.from({ length: 14 }, (_, i) => {
    const t = (i + 0.5) / 14;
    const top = 372 + t * 104;
    const bottom = 414 + t * 22;
    return `<path d="M ${top.toFixed(1)},-6 L ${bottom.toFixed(1)},136" stroke="#ffffff" stroke-width="1.2" opacity="0.12"/>`;
  }).join('');
  return `<clipPath id="gusset"><path d="${path}"/></clipPath>
    <path d="${path}" fill="${elastic}"/>
    <g clip-path="url(#gusset)">${ribs}
      ${softStroke(path, '#000', 10, 0.35)}
    </g>
    <path d="${path}" fill="none" stroke="${tones.edge}" stroke-width="2"/>
    ${stitches('M 364,-4 C 376,40 390,98 404,138 C 416,156 434,156 446,138 C 460,98 474,40 484,-4', tones, 1.4)}`;
}

/** Eyelets below, speed hooks above, and the lace crossing over the front edge at each. */
function bootLacing(tones: Tones, lace: string): string {
  const eyestay =
    'M 282,150 C 304,132 312,100 312,56 L 314,-6 L 338,-6 L 336,56 C 336,100 326,140 302,162 Z';
  const frontX = (y: number) => (y > 56 ? 312 - (y - 56) * 0.3 : 312);
  const points = Array.from({ length: 7 }, (_, i) => {
    const y = 144 - (i / 6) * 136;
    return { x: frontX(y) + 14, y, edgeX: frontX(y - 9) + 1, hook: i >= 4 };
  });
  const metal = 'url(#metal)';
  const marks = points
    .map(({ x, y, edgeX, hook }) => {
      const crossing = `<path d="M ${x},${y} L ${edgeX},${y - 10}" stroke="${lace}" stroke-width="5" stroke-linecap="round"/>
        <path d="M ${x},${y - 1.5} L ${edgeX},${y - 11.5}" stroke="#ffffff" stroke-width="1" opacity="0.2"/>`;
      const fitting = hook
        ? `<path d="M ${x + 4},${y + 4} C ${x - 6},${y + 6} ${x - 8},${y - 6} ${x},${y - 5}" fill="none" stroke="${metal}" stroke-width="3.5" stroke-linecap="round"/>`
        : `<circle cx="${x}" cy="${y}" r="4.5" fill="${tones.deep}" stroke="${metal}" stroke-width="2.4"/>`;
      return fitting + crossing;
    })
    .join('');
  return `${leatherPanel({ material: 'boot', clipId: 'eyestay', path: eyestay, tones, stroke: 1.6 })}
    ${stitches('M 296,160 C 318,138 324,100 324,56 L 326,-4', tones, 1.3)}${marks}`;
}

export function drawBoot(spec: ImageSpec): ShoeArt {
  const tones = tonesOf(spec.color);
  const m = 'boot';
  const lining = '#b89470';
  const chelsea = spec.item === 'chelsea-boot';
  const polished = spec.finish === 'smooth';
  const inside = `${rimLight(FRONT_RIDGE, tones)}${rimLight(BACK_RIDGE, tones, 8)}
    ${sheenSpot(m, 100, 228, 90, 20, -12)}
    ${polished ? sheenSpot(m, 84, 224, 40, 5, -14) : ''}
    ${sheenSpot(m, 345, 60, 22, 80, 2)}
    ${sheenSpot(m, 560, 210, 18, 40, -20)}
    ${softStroke('M 506,0 C 506,60 512,120 534,170', tones.deep, 22, 0.35)}
    ${softStroke('M 318,10 L 316,60', tones.deep, 10, 0.25)}`;
  const counter = 'M 540,150 C 500,180 494,240 510,280';
  const laceColour = mix(tones.shade, '#000000', 0.3);
  const front = chelsea
    ? gusset(tones)
    : `${seam('M 158,290 C 180,262 186,232 170,206', tones)}${stitches('M 150,290 C 171,262 177,232 162,208', tones)}
       ${seam('M 306,164 C 336,190 352,240 380,286', tones)}${stitches('M 314,160 C 344,190 360,240 388,286', tones)}
       ${stitches('M 316,6 C 400,2 460,2 516,8', tones)}
       <path d="M 314,-6 C 316,-22 338,-26 342,-8 Z" fill="${tones.shade}" stroke="${tones.edge}" stroke-width="1.5"/>
       ${bootLacing(tones, laceColour)}`;
  // A commando sole is thicker, so the whole upper sits higher on it.
  const lift = chelsea ? 0 : -10;
  const body = `
    ${leatherSole(spec.accent, { heelHeight: 38, lug: !chelsea })}
    <g transform="translate(0 ${lift})">
    ${pullTab(tones, lining)}
    ${topOpening(lining)}
    ${leatherPanel({ material: m, clipId: 'boot-upper', path: BOOT_UPPER, tones, inside })}
    ${seam(counter, tones)}${stitches('M 546,158 C 508,186 502,240 518,280', tones)}
    ${front}
    </g>`;
  return {
    defs: leatherDefs(m, tones, spec.finish) + metalDefs(spec.hardware),
    body,
    focus: chelsea ? { x: 420, y: 90 } : { x: 320, y: 100 },
    top: -44,
  };
}
