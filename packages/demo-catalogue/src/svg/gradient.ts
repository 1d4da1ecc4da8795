/** A gradient stop: where it sits (0 to 1), its colour and, unless opaque, its opacity. */
export type Stop = [offset: number, color: string, opacity?: number];

/** A gradient centred on its shape's box, reaching its edges. */
export const CENTRED: [number, number, number] = [0.5, 0.5, 0.5];

/** The stops of one colour fading in and out: each an offset and an opacity. */
export const fading = (color: string, ...points: Array<[number, number]>): Stop[] =>
  points.map(([offset, opacity]) => [offset, color, opacity]);

const stopsOf = (stops: Stop[]) =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** A linear gradient from (x1, y1) to (x2, y2) of its shape's box. */
export function linearGradient(
  id: string,
  [x1, y1, x2, y2]: [number, number, number, number],
  ...stops: Stop[]
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;
}

/** A radial gradient about (cx, cy) of radius r, in its shape's box. */
export function radialGradient(
  id: string,
  [cx, cy, r]: [number, number, number],
  ...stops: Stop[]
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;
}
