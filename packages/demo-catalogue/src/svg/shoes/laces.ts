import { Tones } from '../colour';

interface Point {
  x: number;
  y: number;
}

/**
 * Laces seen from slightly above the profile: the far facing as a sliver over the top edge,
 * bars of lace across it and an eyelet under each bar.
 */
export function lacing(from: Point, to: Point, count: number, lace: string, tones: Tones): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  // Unit normal pointing up, away from the shoe.
  const nx = dy / length;
  const ny = -dx / length;
  const lift = 11;
  const facing = `M ${from.x},${from.y} L ${to.x},${to.y} L ${to.x + nx * lift + 4},${to.y + ny * lift}
    L ${from.x + nx * lift},${from.y + ny * lift} Z`;
  const bars = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const x = from.x + dx * t;
    const y = from.y + dy * t;
    const eyeX = x - nx * 7;
    const eyeY = y - ny * 7;
    const topX = x + nx * (lift - 1) + 3;
    const topY = y + ny * (lift - 1);
    return `<circle cx="${eyeX.toFixed(1)}" cy="${eyeY.toFixed(1)}" r="3" fill="${tones.deep}" stroke="${tones.highlight}" stroke-width="0.9" opacity="0.95"/>
      <path d="M ${eyeX.toFixed(1)},${eyeY.toFixed(1)} L ${topX.toFixed(1)},${topY.toFixed(1)}" stroke="${lace}" stroke-width="4.5" stroke-linecap="round"/>
      <path d="M ${(eyeX + 0.8).toFixed(1)},${(eyeY - 1.5).toFixed(1)} L ${(topX + 0.5).toFixed(1)},${(topY + 0.5).toFixed(1)}" stroke="#ffffff" stroke-width="1" opacity="0.25"/>`;
  }).join('');
  return `<path d="${facing}" fill="${tones.shade}" stroke="${tones.edge}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M ${from.x + nx * 3},${from.y + ny * 3} L ${to.x + nx * 3},${to.y + ny * 3}" stroke="${tones.deep}" stroke-width="4" opacity="0.6"/>
    ${bars}`;
}

/** A tied bow with its two tails falling over the side of the shoe. */
export function bow(at: Point, lace: string, scale = 1): string {
  const { x, y } = at;
  const loop = (sx: number) =>
    `<path d="M 0,0 C ${sx * 10},-22 ${sx * 34},-26 ${sx * 34},-12 C ${sx * 34},-2 ${sx * 14},2 0,0 Z" fill="none" stroke="${lace}" stroke-width="4.2" stroke-linejoin="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${loop(-1)}${loop(1)}
    <path d="M -2,2 C -8,22 -16,40 -22,58" fill="none" stroke="${lace}" stroke-width="4.2" stroke-linecap="round"/>
    <path d="M 2,2 C 8,20 12,36 12,54" fill="none" stroke="${lace}" stroke-width="4.2" stroke-linecap="round"/>
    <ellipse cx="0" cy="0" rx="5.5" ry="4.5" fill="${lace}"/>
    <path d="M -23,55 L -21,62 M 11,52 L 12,59" stroke="${lace}" stroke-width="5.5" stroke-linecap="round" opacity="0.9"/>
  </g>`;
}
