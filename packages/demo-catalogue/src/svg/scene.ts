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

const SHARED_DEFS = `
  <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f6f3ee"/>
    <stop offset="0.62" stop-color="#eee9e1"/>
    <stop offset="1" stop-color="#e2dbd0"/>
  </linearGradient>
  <radialGradient id="backdrop-glow" cx="0.5" cy="0.45" r="0.55">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.6" stop-color="#3b2f25" stop-opacity="0"/>
    <stop offset="1" stop-color="#3b2f25" stop-opacity="0.12"/>
  </radialGradient>
  <radialGradient id="floor-shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#3b2c20" stop-opacity="0.26"/>
    <stop offset="0.6" stop-color="#3b2c20" stop-opacity="0.1"/>
    <stop offset="1" stop-color="#3b2c20" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="contact-shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#1e140c" stop-opacity="0.6"/>
    <stop offset="0.7" stop-color="#1e140c" stop-opacity="0.35"/>
    <stop offset="1" stop-color="#1e140c" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="garment-shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#3b2c20" stop-opacity="0.2"/>
    <stop offset="0.75" stop-color="#3b2c20" stop-opacity="0.08"/>
    <stop offset="1" stop-color="#3b2c20" stop-opacity="0"/>
  </radialGradient>`;

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
