import { CENTRED, fading, linearGradient, radialGradient } from './gradient';

export const CANVAS = 800;

export interface Placement {
  x: number;
  y: number;
  scale: number;
}

export function place(markup: string, { x, y, scale }: Placement): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${markup}</g>`;
}

/** Zooms the canvas onto one point, for close-ups. */
export function zoomOn(markup: string, focusX: number, focusY: number, zoom: number): string {
  const x = CANVAS / 2 - focusX * zoom;
  const y = CANVAS / 2 - focusY * zoom;
  return place(markup, { x, y, scale: zoom });
}

const SHARED_DEFS = [
  linearGradient('backdrop', [0, 0, 0, 1], [0, '#f6f3ee'], [0.62, '#eee9e1'], [1, '#e2dbd0']),
  radialGradient('backdrop-glow', [0.5, 0.45, 0.55], ...fading('#ffffff', [0, 0.75], [1, 0])),
  radialGradient('vignette', [0.5, 0.5, 0.75], ...fading('#3b2f25', [0.6, 0], [1, 0.12])),
  radialGradient('floor-shadow', CENTRED, ...fading('#3b2c20', [0, 0.26], [0.6, 0.1], [1, 0])),
  radialGradient('contact-shadow', CENTRED, ...fading('#1e140c', [0, 0.6], [0.7, 0.35], [1, 0])),
  radialGradient('garment-shadow', CENTRED, ...fading('#3b2c20', [0, 0.2], [0.75, 0.08], [1, 0])),
].join('');

/** The light studio sweep every product sits on. */
function backdrop(): string {
  return `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#backdrop)"/>
    <rect width="${CANVAS}" height="${CANVAS}" fill="url(#backdrop-glow)"/>`;
}

function vignette(): string {
  return `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)"/>`;
}

/** The soft pool of shadow under an object standing on the floor. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy + ry * 0.6}" rx="${rx * 1.15}" ry="${ry * 3}" fill="url(#floor-shadow)"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.02}" ry="${ry}" fill="url(#contact-shadow)"/>`;
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">
  <defs>${SHARED_DEFS}${defs}</defs>
  ${backdrop()}
  ${body}
  ${vignette()}
</svg>`;
}
