import { mix } from '../colour';
import { GROUND } from './shoe-art';

/** Goodyear-welted leather sole with a stacked heel, as on dress shoes, loafers and boots. */
export function leatherSole(
  edgeColour: string,
  options: { heelHeight?: number; lug?: boolean } = {},
): string {
  const heel = options.heelHeight ?? 34;
  const heelTop = GROUND - heel;
  const edge = edgeColour;
  const dark = mix(edge, '#000000', 0.45);
  const light = mix(edge, '#ffffff', 0.22);
  const sole = options.lug
    ? `M 22,270 C 4,278 4,300 30,${GROUND} L 340,${GROUND} C 380,${GROUND} 430,${GROUND - 12} 466,${GROUND - 16}
       L 468,${GROUND} L 590,${GROUND} L 592,${heelTop} C 520,${heelTop + 2} 470,${heelTop + 4} 440,${heelTop + 10}
       C 350,286 200,282 30,270 Z`
    : `M 30,280 C 12,284 12,300 34,${GROUND} L 330,${GROUND} C 380,${GROUND} 430,${GROUND - 10} 466,${GROUND - 14}
       L 468,${GROUND} L 590,${GROUND} L 592,${heelTop} C 520,${heelTop + 2} 470,${heelTop + 4} 440,${heelTop + 10}
       C 350,290 200,292 30,286 Z`;
  const stack = [0.3, 0.55, 0.8]
    .map((t) => {
      const y = heelTop + 4 + (heel - 8) * t;
      return `<path d="M 470,${y} L 590,${y}" stroke="${dark}" stroke-width="1.2" opacity="0.55"/>`;
    })
    .join('');
  const lugs = options.lug
    ? Array.from({ length: 13 }, (_, i) => {
        const x = 40 + i * 22;
        return `<rect x="${x}" y="${GROUND - 9}" width="12" height="9" rx="2" fill="${dark}" opacity="0.55"/>`;
      }).join('') +
      [480, 506, 532, 558]
        .map(
          (x) =>
            `<rect x="${x}" y="${GROUND - 9}" width="16" height="9" rx="2" fill="${dark}" opacity="0.55"/>`,
        )
        .join('')
    : '';
  return `<path d="${sole}" fill="${edge}" stroke="${dark}" stroke-width="1.5" stroke-linejoin="round"/>
  <path d="M 30,${options.lug ? 276 : 284} C 200,${options.lug ? 290 : 292} 350,${options.lug ? 294 : 293} 440,${heelTop + 14} C 470,${heelTop + 9} 520,${heelTop + 7} 590,${heelTop + 7}"
        fill="none" stroke="${light}" stroke-width="1.3" stroke-dasharray="3 3" opacity="0.8"/>
  <path d="M 34,${GROUND - 1} L 330,${GROUND - 1}" stroke="${dark}" stroke-width="3" opacity="0.5"/>
  <path d="M 30,${options.lug ? 272 : 281} C 200,${options.lug ? 286 : 289} 350,${options.lug ? 290 : 290} 440,${heelTop + 10} C 470,${heelTop + 5} 520,${heelTop + 3} 592,${heelTop + 1}"
        fill="none" stroke="${light}" stroke-width="1.2" opacity="0.7"/>
  ${stack}
  <path d="M 468,${GROUND - 5} L 590,${GROUND - 5} L 590,${GROUND} L 468,${GROUND} Z" fill="${dark}" opacity="0.8"/>
  ${lugs}`;
}
