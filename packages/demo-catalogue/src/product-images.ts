import { CARD_IMAGE_QUALITY, CARD_IMAGE_WIDTH } from '@shop/contracts';
import sharp from 'sharp';
import { ImageSpec, isShoeItem, ShoeItem } from './image-spec';
import { drawJacket } from './svg/jackets/jacket';
import { CANVAS, floorShadow, place, svgDocument, zoomOn } from './svg/scene';
import { drawShoe } from './svg/shoes/shoe';
import { GROUND, LAST_LENGTH } from './svg/shoes/shoe-art';

export const IMAGE_SIZE = CANVAS;
const WEBP_QUALITY = 84;
/** Effort 2 encodes about a fifth faster than the default for files within a few percent of the size. */
const WEBP_EFFORT = 2;
const DETAIL_ZOOM = 2.1;
/** The widest a shoe may appear, and the tallest a boot may stand. */
const SHOE_WIDTH = 660;
const SHOE_HEIGHT = 520;

function shoeScene(spec: ImageSpec & { item: ShoeItem }): string {
  const art = drawShoe(spec);
  const height = GROUND - art.top;
  const scale = Math.min(SHOE_WIDTH / LAST_LENGTH, SHOE_HEIGHT / height);
  const x = (CANVAS - LAST_LENGTH * scale) / 2;
  const groundY = CANVAS / 2 + (height * scale) / 2 + 20;
  const shoe = (markup: string, dx: number, dy: number, s: number) =>
    floorShadow(
      x + dx + (LAST_LENGTH / 2) * s * scale + ((1 - s) * LAST_LENGTH * scale) / 2,
      groundY + dy,
      290 * s * scale,
      12 * s,
    ) +
    place(markup, {
      x: x + dx + ((1 - s) * LAST_LENGTH * scale) / 2,
      y: groundY + dy - GROUND * scale * s,
      scale: scale * s,
    });
  if (spec.view === 'pair') {
    // The far shoe stands behind and to the right, a little smaller, as in a staggered studio shot.
    const defs = `${art.defs}<g id="shoe">${art.body}</g>`;
    const use = '<use xlink:href="#shoe"/>';
    return svgDocument(defs, shoe(use, 70, -58, 0.86) + shoe(use, -40, 40, 0.9));
  }
  const single = shoe(art.body, 0, 0, 1);
  if (spec.view === 'detail') {
    const focusX = x + art.focus.x * scale;
    const focusY = groundY - (GROUND - art.focus.y) * scale;
    return svgDocument(art.defs, zoomOn(single, focusX, focusY, DETAIL_ZOOM));
  }
  return svgDocument(art.defs, single);
}

function garmentScene(spec: ImageSpec): string {
  const art = drawJacket(spec);
  const height = art.bottom - art.top;
  const scale = Math.min(1, 680 / height);
  const x = CANVAS / 2 - (CANVAS / 2) * scale;
  const y = CANVAS / 2 - ((art.top + art.bottom) / 2) * scale;
  const garment = place(art.body, { x, y, scale });
  if (spec.view === 'detail') {
    return svgDocument(
      art.defs,
      zoomOn(garment, x + art.focus.x * scale, y + art.focus.y * scale, DETAIL_ZOOM),
    );
  }
  return svgDocument(art.defs, garment);
}

/** The SVG markup of one product image, before rasterising. */
function productImageSvg(spec: ImageSpec): string {
  return isShoeItem(spec.item)
    ? shoeScene(spec as ImageSpec & { item: ShoeItem })
    : garmentScene(spec);
}

/** Renders one product image as an 800x800 WebP. */
export async function renderProductImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(spec)))
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/** The product card's variant of a rendered image, as the catalog renders one for an upload. */
export function renderCardImage(full: Buffer): Promise<Buffer> {
  return sharp(full)
    .resize({ width: CARD_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: CARD_IMAGE_QUALITY })
    .toBuffer();
}
