interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parse(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function format({ r, g, b }: Rgb): string {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

export function mix(hex: string, other: string, amount: number): string {
  const a = parse(hex);
  const b = parse(other);
  return format({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/** Relative luminance, 0 for black to 1 for white. */
function luminance(hex: string): number {
  const { r, g, b } = parse(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The tones one material needs to look lit from the upper left. */
export interface Tones {
  highlight: string;
  light: string;
  base: string;
  shade: string;
  deep: string;
  /** Thread colour that reads on this material. */
  stitch: string;
  /** Outline colour for the silhouette and seams. */
  edge: string;
  /** How strongly highlights show: dark leather needs more to read at all. */
  gloss: number;
}

export function tonesOf(hex: string): Tones {
  const lum = luminance(hex);
  const veryDark = lum < 0.03;
  const veryLight = lum > 0.6;
  const warmShadow = '#2a2018';
  return {
    highlight: mix(hex, '#ffffff', veryDark ? 0.5 : veryLight ? 0.9 : 0.45),
    light: mix(hex, '#ffffff', veryDark ? 0.16 : veryLight ? 0.5 : 0.18),
    base: hex,
    shade: mix(hex, veryLight ? '#8a8378' : warmShadow, veryDark ? 0.35 : veryLight ? 0.28 : 0.3),
    deep: mix(hex, veryLight ? '#5f594f' : '#0c0806', veryDark ? 0.55 : veryLight ? 0.45 : 0.55),
    stitch: veryLight
      ? mix(hex, '#6b6258', 0.45)
      : lum < 0.12
        ? mix(hex, '#e8dcc8', 0.45)
        : mix(hex, '#f3e6cf', 0.5),
    edge: mix(hex, veryLight ? '#6b6459' : '#050302', veryLight ? 0.42 : 0.6),
    gloss: veryDark ? 0.8 : veryLight ? 0.45 : 0.55,
  };
}
