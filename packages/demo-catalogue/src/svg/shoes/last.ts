import { Finish } from '../../image-spec';
import { mix, Tones } from '../colour';
import { linearGradient } from '../gradient';
import {
  leatherDefs,
  leatherPanel,
  rimLight,
  seam,
  sheenSpot,
  softStroke,
  stitches,
} from '../material';
import { leatherSole } from './sole';

/** Where the upper's top edge peaks: the top of the lacing, or the top of a loafer's vamp. */
export interface Instep {
  x: number;
  y: number;
  /** How far the collar dips behind the instep. */
  dip: number;
}

export const OXFORD_INSTEP: Instep = { x: 362, y: 118, dip: 44 };
export const LOAFER_INSTEP: Instep = { x: 340, y: 136, dip: 16 };

/** Outline of a low-cut upper, toe left, its top edge peaking at the instep point. */
function lowUpper({ x, y, dip }: Instep): string {
  return `M 36,286 C 14,282 8,266 22,254 C 40,230 70,214 110,206
  C 180,198 ${x - 80},${y + 14} ${x},${y}
  C ${x + 28},${y + 4} ${x + 58},${y + dip * 0.8} ${x + 90},${y + dip} C 490,168 540,166 572,156
  C 592,178 600,236 590,276 C 520,278 480,280 440,282 C 380,288 300,290 200,290
  C 120,289 60,288 36,286 Z`;
}

/** The near top edge from the toe to the instep, where the light catches. */
function vampRidge({ x, y }: Instep): string {
  return `M 22,254 C 40,230 70,214 110,206 C 180,198 ${x - 80},${y + 14} ${x},${y}`;
}

/** The collar from the instep back to the heel. */
function collarLine({ x, y, dip }: Instep): string {
  return `M ${x},${y} C ${x + 28},${y + 4} ${x + 58},${y + dip * 0.8} ${x + 90},${y + dip} C 490,168 540,166 572,156`;
}

/** The lining seen inside the shoe, between the near collar and the far one. */
function opening({ x, y, dip }: Instep, lining: string): string {
  const path = `M ${x - 4},${y + 1} C ${x + 60},${y - 6} 500,${y + 16} 574,150
    L 572,156 C 540,166 490,168 ${x + 90},${y + dip} C ${x + 58},${y + dip * 0.8} ${x + 28},${y + 4} ${x},${y} Z`;
  const shade = linearGradient(
    'lining-shade',
    [0, 0, 1, 0.3],
    [0, mix(lining, '#000000', 0.55)],
    [0.35, mix(lining, '#000000', 0.2)],
    [1, lining],
  );
  return `${shade}
    <path d="${path}" fill="url(#lining-shade)" stroke="${mix(lining, '#000000', 0.5)}" stroke-width="1.5"/>
    ${softStroke(`M ${x + 6},${y + 6} C ${x + 40},${y + 14} ${x + 70},${y + dip * 0.8} ${x + 96},${y + dip - 2} C 490,164 540,162 570,154`, '#000', 8, 0.3)}`;
}

/** Soft creases across the vamp where the foot flexes. */
function creases(instep: Instep, tones: Tones): string {
  return [0, 1, 2]
    .map((i) => {
      const x = instep.x - 150 + i * 14;
      const y = instep.y + 70 - i * 9;
      return softStroke(
        `M ${x},${y} C ${x + 6},${y + 8} ${x + 6},${y + 16} ${x + 2},${y + 24}`,
        tones.deep,
        3,
        0.35,
      );
    })
    .join('');
}

export interface LowShoe {
  material: string;
  instep: Instep;
  tones: Tones;
  finish: Finish;
  soleEdge: string;
  lining: string;
  /** Markup drawn under the upper, e.g. a far-side strap. */
  behind?: string;
}

/** Sole, lining and the shaded upper every low-cut shoe starts from. */
export function lowShoeBase(shoe: LowShoe): { defs: string; body: string } {
  const { material: m, instep, tones } = shoe;
  const polished = shoe.finish === 'smooth';
  const inside = `${rimLight(vampRidge(instep), tones)}
    ${sheenSpot(m, 100, 228, 90, 20, -12)}
    ${polished ? sheenSpot(m, 84, 224, 40, 5, -14) : ''}
    ${sheenSpot(m, instep.x - 110, instep.y + 56, 60, 12, -28)}
    ${creases(instep, tones)}`;
  const counter = 'M 498,168 C 492,206 498,248 518,280';
  const body = `${leatherSole(shoe.soleEdge)}
    ${opening(instep, shoe.lining)}
    ${shoe.behind ?? ''}
    ${leatherPanel({ material: m, clipId: `${m}-upper`, path: lowUpper(instep), tones, inside })}
    ${seam(counter, tones)}${stitches('M 506,167 C 500,206 506,248 526,280', tones)}
    ${stitches(collarLine(instep), tones)}`;
  return { defs: leatherDefs(m, tones, shoe.finish), body };
}
