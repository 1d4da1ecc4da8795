import { useState } from 'react';
import { ImageWithFallback, cx } from '@shop/ui';
import {
  PLACEHOLDER_IMAGE,
  PRODUCT_MAIN_IMAGE_SIZES,
  alternativeImageUrl,
  type ProductImageSource,
} from '@shop/storefront-sdk';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  name: string;
  images: ProductImageSource[];
}

const NO_IMAGE: ProductImageSource = { url: PLACEHOLDER_IMAGE, cardUrl: PLACEHOLDER_IMAGE };

/**
 * Main image with thumbnails; choosing a thumbnail changes the main image. The main image is the
 * page's largest paint: fetched at once and first. Thumbnails take the card-sized pictures.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const mainImage = images[Math.min(selected, images.length - 1)] ?? NO_IMAGE;
  const main = mainImage.url;

  return (
    <div className={styles.gallery}>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map(({ url, cardUrl }, index) => (
            <li key={url}>
              <button
                type="button"
                className={cx(styles.thumb, index === selected && styles.active)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ImageWithFallback
                  src={cardUrl}
                  fallbackSrc={alternativeImageUrl(cardUrl)}
                  placeholderSrc={PLACEHOLDER_IMAGE}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.main}>
        <ImageWithFallback
          key={main}
          src={main}
          fallbackSrc={alternativeImageUrl(main)}
          placeholderSrc={PLACEHOLDER_IMAGE}
          srcSet={mainImage.srcSet}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          alt={name}
          className={styles.mainImage}
          fetchPriority="high"
        />
      </div>
    </div>
  );
}
