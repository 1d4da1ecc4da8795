import { useState } from 'react';
import { ImageWithFallback, cx } from '@shop/ui';
import { PLACEHOLDER_IMAGE, alternativeImageUrl } from '@shop/storefront-sdk';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  name: string;
  imageUrls: string[];
}

/** Main image with thumbnails; choosing a thumbnail changes the main image. */
export function ProductGallery({ name, imageUrls }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const main = imageUrls[Math.min(selected, imageUrls.length - 1)] ?? PLACEHOLDER_IMAGE;

  return (
    <div className={styles.gallery}>
      {imageUrls.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {imageUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={cx(styles.thumb, index === selected && styles.active)}
                aria-label={`Show image ${index + 1} of ${imageUrls.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ImageWithFallback
                  src={url}
                  fallbackSrc={alternativeImageUrl(url)}
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
          alt={name}
          className={styles.mainImage}
        />
      </div>
    </div>
  );
}
