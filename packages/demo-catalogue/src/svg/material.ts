import { Finish } from '../image-spec';
import { seededRandom } from '../seeded-random';
import { Tones } from './colour';
import { CENTRED, fading, linearGradient, radialGradient } from './gradient';

const SUEDE_TILE = 64;
/** Speck positions for the suede tile, seeded so every render is identical. */
const SPECKS = (() => {
  const random = seededRandom('suede nap');
  return Array.from({ length: 140 }, () => [
    random() * SUEDE_TILE,
    random() * SUEDE_TILE,
    0.35 + random() * 0.5,
  ]);
})();

/** Surface texture: brushed specks for suede, a fine twill for wool, nothing for smooth leather. */
function napDefs(id: string, tones: Tones, finish: Finish): string {
  const tile = (content: string, size: number) =>
    `<pattern id="${id}-nap" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${content}</pattern>`;
  if (finish === 'suede') {
    const specks = SPECKS.map(
      ([x, y, r], i) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="${i % 2 ? tones.highlight : tones.deep}" opacity="0.16"/>`,
    ).join('');
    return tile(specks, SUEDE_TILE);
  }
  if (finish === 'wool') {
    return tile(
      `<path d="M 0,6 L 6,0 M -1,1 L 1,-1 M 5,7 L 7,5" stroke="${tones.deep}" stroke-width="0.9" opacity="0.16"/>`,
      6,
    );
  }
  return tile('', 8);
}

/**
 * Gradients that make one flat shape read as a rounded leather panel lit from the upper left.
 * `id` prefixes every definition so several materials can share a document.
 */
export function leatherDefs(id: string, tones: Tones, finish: Finish): string {
  const sheen = finish === 'smooth' ? tones.gloss : tones.gloss * 0.4;
  return [
    napDefs(id, tones, finish),
    linearGradient(
      `${id}-fill`,
      [0, 0, 0.25, 1],
      [0, tones.light],
      [0.45, tones.base],
      [1, tones.shade],
    ),
    linearGradient(
      `${id}-round`,
      [0, 0, 1, 0],
      ...fading(tones.deep, [0, 0.55], [0.12, 0], [0.8, 0], [1, 0.6]),
    ),
    linearGradient(`${id}-floor`, [0, 0, 0, 1], ...fading(tones.deep, [0.55, 0], [1, 0.55])),
    radialGradient(`${id}-sheen`, CENTRED, ...fading(tones.highlight, [0, sheen], [1, 0])),
  ].join('');
}

export interface Panel {
  /** Prefix of the gradients made by `leatherDefs`. */
  material: string;
  /** Unique id for the panel's clip path. */
  clipId: string;
  path: string;
  tones: Tones;
  /** Extra markup drawn inside the panel: sheen spots, folds, perforations. */
  inside?: string;
  stroke?: number;
}

/** Fills a closed path as a shaded panel of the material; everything inside is clipped to its edge. */
export function leatherPanel({
  material,
  clipId,
  path,
  tones,
  inside = '',
  stroke = 2,
}: Panel): string {
  return `<clipPath id="${clipId}"><path d="${path}"/></clipPath>
  <path d="${path}" fill="url(#${material}-fill)"/>
  <g clip-path="url(#${clipId})">
    <path d="${path}" fill="url(#${material}-round)"/>
    <path d="${path}" fill="url(#${material}-floor)"/>
    <path d="${path}" fill="url(#${material}-nap)"/>
    ${inside}
  </g>
  <path d="${path}" fill="none" stroke="${tones.edge}" stroke-width="${stroke}" stroke-linejoin="round"/>`;
}

export function stitches(path: string, tones: Tones, width = 1.6): string {
  return `<path d="${path}" fill="none" stroke="${tones.stitch}" stroke-width="${width}" stroke-dasharray="5 3.5" stroke-linecap="round" opacity="0.85"/>`;
}

/** A seam: a dark groove with a catch of light just below it. */
export function seam(path: string, tones: Tones, width = 2): string {
  return `<path d="${path}" fill="none" stroke="${tones.highlight}" stroke-width="${width}" opacity="0.35" transform="translate(0.8 1.4)"/>
  <path d="${path}" fill="none" stroke="${tones.edge}" stroke-width="${width}" stroke-linecap="round"/>`;
}

export function sheenSpot(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rotate = 0,
): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}-sheen)" transform="rotate(${rotate} ${cx} ${cy})"/>`;
}

/** Light caught along a rounded top edge. */
export function rimLight(path: string, tones: Tones, width = 12): string {
  return softStroke(path, tones.highlight, width * 1.4, 0.4, 'translate(3 6)');
}

/**
 * A soft-edged stroke for folds, creases and cast shadows: three layered strokes instead of a
 * blur filter, which would cost an offscreen pass each.
 */
export function softStroke(
  path: string,
  colour: string,
  width: number,
  opacity: number,
  transform = '',
): string {
  const t = transform ? ` transform="${transform}"` : '';
  return `<g fill="none" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round"${t}>
    <path d="${path}" stroke-width="${(width * 2).toFixed(1)}" opacity="${(opacity * 0.22).toFixed(3)}"/>
    <path d="${path}" stroke-width="${(width * 1.3).toFixed(1)}" opacity="${(opacity * 0.3).toFixed(3)}"/>
    <path d="${path}" stroke-width="${(width * 0.6).toFixed(1)}" opacity="${(opacity * 0.45).toFixed(3)}"/>
  </g>`;
}

/** The shadow a raised piece (strap, flap, lapel) casts on the surface below it. */
export function softShadow(path: string, opacity: number, dx: number, dy: number): string {
  return `<g transform="translate(${dx} ${dy})" fill="#000" stroke="#000" stroke-linejoin="round">
    <path d="${path}" stroke-width="6" opacity="${(opacity * 0.3).toFixed(3)}"/>
    <path d="${path}" stroke-width="2" opacity="${(opacity * 0.5).toFixed(3)}"/>
  </g>`;
}
