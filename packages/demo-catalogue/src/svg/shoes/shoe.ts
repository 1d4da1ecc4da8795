import { ImageSpec, ShoeItem } from '../../image-spec';
import { drawBoot } from './boot';
import { drawLoafer } from './loafer';
import { drawMonkStrap } from './monk-strap';
import { drawOxford } from './oxford';
import { drawSneaker } from './sneaker';
import { ShoeArt } from './shoe-art';

const DRAWERS: Record<ShoeItem, (spec: ImageSpec) => ShoeArt> = {
  'chelsea-boot': drawBoot,
  'lace-up-boot': drawBoot,
  'penny-loafer': drawLoafer,
  'tassel-loafer': drawLoafer,
  'horsebit-loafer': drawLoafer,
  'single-monk': drawMonkStrap,
  'double-monk': drawMonkStrap,
  'cap-toe-oxford': drawOxford,
  'brogue-oxford': drawOxford,
  sneaker: drawSneaker,
};

export function drawShoe(spec: ImageSpec & { item: ShoeItem }): ShoeArt {
  return DRAWERS[spec.item](spec);
}
