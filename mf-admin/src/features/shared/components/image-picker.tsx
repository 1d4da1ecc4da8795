import { useId } from 'react';
import { MAX_PRODUCT_IMAGES } from '@shop/contracts';
import { alternativeImageUrl, resolveImageUrl } from '@shop/storefront-sdk';
import { cx, ImageWithFallback } from '@shop/ui';
import { IMAGE_ACCEPT } from '../utils/image-rules';
import { imageCount, primaryKeyOf } from '../utils/image-selection';
import type { ImageSelectionState } from '../hooks/use-image-selection';
import styles from './image-picker.module.css';

interface Props {
  images: ImageSelectionState;
  /** A rule the form found broken on sending, when the picker itself has nothing to say. */
  error?: string;
}

/** The product's images: existing ones to keep or remove, new ones with previews, one primary. */
export function ImagePicker({ images, error }: Props) {
  const inputId = useId();
  const { selection } = images;
  const primary = primaryKeyOf(selection);
  const count = imageCount(selection);
  const message = images.problem ?? error;

  const primaryChoice = (key: string, label: string) => (
    <label className={styles.primary}>
      <input
        type="radio"
        name={`${inputId}-primary`}
        checked={primary === key}
        onChange={() => images.choosePrimary(key)}
        aria-label={`Make ${label} the primary image`}
      />
      Primary
    </label>
  );

  return (
    <div className={styles.picker}>
      <div className={styles.head}>
        <label htmlFor={inputId} className={styles.label}>
          Product Images
        </label>
        <span className={styles.count}>
          {count}/{MAX_PRODUCT_IMAGES}
        </span>
      </div>
      <input
        id={inputId}
        className={styles.file}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        onChange={(event) => {
          images.addFiles([...(event.target.files ?? [])]);
          // The same file may be picked again after it was dropped.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cx(styles.drop, count >= MAX_PRODUCT_IMAGES && styles.full)}
      >
        <span className={styles.dropTitle}>Choose images</span>
        <span className={styles.hint}>
          JPEG, PNG or WebP, under 5MB each, up to {MAX_PRODUCT_IMAGES}
        </span>
      </label>
      {message && (
        <span className={styles.error} role="alert">
          {message}
        </span>
      )}
      {(selection.existing.length > 0 || selection.added.length > 0) && (
        <ul className={styles.grid}>
          {selection.existing.map((image, index) => {
            const removed = selection.removedIds.includes(image._id);
            const url = resolveImageUrl(image.url);
            const label = `image ${index + 1}`;
            return (
              <li key={image._id} className={cx(styles.tile, removed && styles.removed)}>
                <ImageWithFallback
                  className={styles.thumb}
                  src={url}
                  fallbackSrc={alternativeImageUrl(url)}
                  alt={`Product ${label}`}
                />
                {removed && <span className={styles.removedNote}>Will be removed</span>}
                <div className={styles.actions}>
                  {!removed && primaryChoice(image._id, label)}
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => images.toggleRemoval(image._id)}
                  >
                    {removed ? 'Keep' : 'Remove'}
                  </button>
                </div>
              </li>
            );
          })}
          {selection.added.map((image, index) => {
            const label = `new image ${index + 1}`;
            return (
              <li key={image.key} className={styles.tile}>
                <img className={styles.thumb} src={image.preview} alt={image.file.name} />
                <span className={styles.newBadge}>New</span>
                <div className={styles.actions}>
                  {primaryChoice(image.key, label)}
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Remove ${label}`}
                    onClick={() => images.dropNew(image.key)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
