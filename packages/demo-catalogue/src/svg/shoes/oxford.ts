import { ImageSpec } from '../../image-spec';
import { mix, tonesOf } from '../colour';
import { seam, stitches } from '../material';
import { bow, lacing } from './laces';
import { lowShoeBase, OXFORD_INSTEP } from './last';
import { ShoeArt } from './shoe-art';

function brogueing(tones: { deep: string }): string {
  const dots: string[] = [];
  for (let i = 0; i < 11; i++) {
    const t = i / 10;
    dots.push(
      `<circle cx="${(170 + 14 * Math.sin(t * Math.PI) - 4 * t).toFixed(1)}" cy="${(284 - t * 72).toFixed(1)}" r="2.3" fill="${tones.deep}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    dots.push(
      `<circle cx="${(300 + t * 48).toFixed(1)}" cy="${(150 + t * 132).toFixed(1)}" r="2" fill="${tones.deep}"/>`,
    );
  }
  // The medallion on the toe cap.
  for (let ring = 0; ring < 2; ring++) {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const r = 6 + ring * 7;
      dots.push(
        `<circle cx="${(92 + Math.cos(a) * r * 1.6).toFixed(1)}" cy="${(238 + Math.sin(a) * r).toFixed(1)}" r="1.5" fill="${tones.deep}" opacity="0.8"/>`,
      );
    }
  }
  return dots.join('');
}

export function drawOxford(spec: ImageSpec): ShoeArt {
  const tones = tonesOf(spec.color);
  const lace = mix(tones.shade, '#000000', 0.25);
  const base = lowShoeBase({
    material: 'ox',
    instep: OXFORD_INSTEP,
    tones,
    finish: spec.finish,
    soleEdge: spec.accent,
    lining: '#c8a27a',
  });
  const details = `
    ${seam('M 158,290 C 180,262 186,232 170,206', tones)}${stitches('M 150,290 C 171,262 177,232 162,208', tones)}
    ${seam('M 286,142 C 290,190 318,250 360,286', tones)}${stitches('M 294,144 C 298,190 326,250 368,286', tones)}
    ${spec.item === 'brogue-oxford' ? brogueing(tones) : ''}
    ${lacing({ x: 282, y: 146 }, { x: 358, y: 119 }, 5, lace, tones)}
    ${bow({ x: 356, y: 118 }, lace)}`;
  return { defs: base.defs, body: base.body + details, focus: { x: 320, y: 190 }, top: 100 };
}
