import { useId } from 'react';
import { MAX_PRODUCT_IMAGES } from '@shop/contracts';
import { alternativeImageUrl, resolveImageUrl } from '@shop/storefront-sdk';
import { cx, FormField, ImageWithFallback } from '@shop/ui';
import { IMAGE_ACCEPT } from '../utils/image-rules';
import { imageCount, primaryKeyOf } from '../utils/image-selection';
import type { ImageSelectionState } from '../hooks/use-image-selection';
import styles from './image-picker.module.css';

/** The product's images: existing ones to keep or remove, new ones with previews, one primary. */
export function ImagePicker({ images }: { images: ImageSelectionState }) {
  const radioGroup = useId();
  const { selection } = images;
  const primary = primaryKeyOf(selection);
  const count = imageCount(selection);

  const primaryChoice = (key: string, label: string) => (
    <label className={styles.primary}>
      <input
        type="radio"
        name={`${radioGroup}-primary`}
        checked={primary === key}
        onChange={() => images.choosePrimary(key)}
        aria-label={`Make ${label} the primary image`}
      />
      Primary
    </label>
  );

  return (
    <div className={styles.picker}>
      <FormField
        label="Product Images"
        count={{ value: count, max: MAX_PRODUCT_IMAGES }}
        error={images.problem ?? undefined}
        announceError
      >
        {({ id }) => (
          <>
            <input
              id={id}
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
              htmlFor={id}
              className={cx(styles.drop, count >= MAX_PRODUCT_IMAGES && styles.full)}
            >
              <span className={styles.dropTitle}>Choose images</span>
              <span className={styles.hint}>
                JPEG, PNG or WebP, under 5MB each, up to {MAX_PRODUCT_IMAGES}
              </span>
            </label>
          </>
        )}
      </FormField>
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
