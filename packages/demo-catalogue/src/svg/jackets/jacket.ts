import { ImageSpec, JacketItem } from '../../image-spec';
import { mix, tonesOf } from '../colour';
import { metalDefs } from '../hardware';
import { leatherDefs } from '../material';
import { drawBiker } from './biker';
import { drawBomber } from './bomber';
import { garmentBase, MAIN, TRIM, type GarmentDetails } from './garment';
import { cutOf, Cut } from './silhouette';
import { drawBlazer, drawOvercoat, drawTrench } from './tailored';
import { drawVest } from './vest';

export interface GarmentArt {
  defs: string;
  /** Drawn in canvas units, centred on x = 400. */
  body: string;
  focus: { x: number; y: number };
  /** Vertical extent of the garment, for centring it on the canvas. */
  top: number;
  bottom: number;
}

const DETAILS: Record<JacketItem, GarmentDetails> = {
  'biker-jacket': (spec, c, tones, _trim, _lining, back) => drawBiker(spec, c, tones, back),
  'bomber-jacket': (spec, c, tones, trim, _lining, back) => drawBomber(spec, c, tones, trim, back),
  blazer: drawBlazer,
  overcoat: drawOvercoat,
  'trench-coat': drawTrench,
  vest: (spec, c, tones, _trim, _lining, back) => drawVest(spec, c, tones, back),
};

/** Where a close-up of each garment looks: its most characteristic detail. */
const FOCUS: Record<JacketItem, (c: Cut) => { x: number; y: number }> = {
  'biker-jacket': (c) => ({ x: 400, y: c.neckY + 120 }),
  'bomber-jacket': (c) => ({ x: 400, y: c.neckY + 80 }),
  blazer: (c) => ({ x: 440, y: c.shoulderY + 110 }),
  overcoat: (c) => ({ x: 400, y: c.armpitY + 100 }),
  'trench-coat': (c) => ({ x: 420, y: c.waistY - 20 }),
  vest: (c) => ({ x: 400, y: c.neckY + 90 }),
};

export function drawJacket(spec: ImageSpec): GarmentArt {
  const item = spec.item as JacketItem;
  const c = cutOf(item, spec.fit);
  const tones = tonesOf(spec.color);
  const trim = tonesOf(spec.accent);
  const back = spec.view === 'back';
  const lining = mix(spec.accent, '#6b5a4a', 0.3);
  const details = DETAILS[item](spec, c, tones, trim, lining, back);
  return {
    defs:
      leatherDefs(MAIN, tones, spec.finish) +
      leatherDefs(TRIM, trim, 'wool') +
      metalDefs(spec.hardware),
    body: garmentBase(c, tones, lining, back) + details,
    focus: FOCUS[item](c),
    top: c.neckY - 30,
    bottom: c.hemY + 16,
  };
}
