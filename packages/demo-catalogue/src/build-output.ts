import { mkdir, rename, writeFile } from 'node:fs/promises';
import { demoCatalogue } from './demo-catalogue';
import type { DemoProduct } from './demo-product';
import { DEMO_CATALOGUE_OUTPUT, DEMO_IMAGES_DIR, DEMO_PRODUCTS_FILE } from './index';
import { cardFileName, writeImages } from './write-images';

/** What the catalog service reads: the products, each image reduced to its files and alt text. */
function toOutput(products: ReturnType<typeof demoCatalogue>): DemoProduct[] {
  return products.map((product) => ({
    ...product,
    images: product.images.map(({ fileName, altText }) => ({
      fileName,
      cardFileName: cardFileName(fileName),
      altText,
    })),
  }));
}

/** Renders the images still missing and writes the products beside them. */
export async function buildDemoCatalogueOutput(): Promise<void> {
  const products = demoCatalogue();
  await mkdir(DEMO_CATALOGUE_OUTPUT, { recursive: true });
  await writeImages(products, DEMO_IMAGES_DIR);
  // Written last and renamed into place: a reader finds the products only once every image is there.
  const partial = `${DEMO_PRODUCTS_FILE}.partial`;
  await writeFile(partial, `${JSON.stringify(toOutput(products), null, 2)}\n`);
  await rename(partial, DEMO_PRODUCTS_FILE);
}

if (require.main === module) {
  const started = Date.now();
  buildDemoCatalogueOutput()
    .then(() => console.log(`demo catalogue images ready in ${Date.now() - started} ms`))
    .catch((error: Error) => {
      console.error(`demo catalogue images could not be rendered: ${error.message}`);
      process.exit(1);
    });
}
