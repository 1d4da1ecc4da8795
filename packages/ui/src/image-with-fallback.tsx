import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './image-with-fallback.module.css';

export interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError'
> {
  src: string;
  /** Tried once when `src` fails. */
  fallbackSrc?: string | null;
  /** Shown when the retry fails too; without it, 'Image not found' is written in its place. */
  placeholderSrc?: string;
}

type Stage = 'primary' | 'retry' | 'placeholder';

/** An image that retries once with another address, then gives up gracefully. */
export function ImageWithFallback({
  src,
  fallbackSrc,
  placeholderSrc,
  alt = '',
  className,
  srcSet,
  sizes,
  ...rest
}: ImageWithFallbackProps) {
  const [state, setState] = useState<{ for: string; stage: Stage }>({ for: src, stage: 'primary' });
  const stage = state.for === src ? state.stage : 'primary';
  const shown = stage === 'primary' ? src : stage === 'retry' ? fallbackSrc : placeholderSrc;

  if (!shown) {
    return (
      <span
        className={cx(styles.missing, className)}
        role="img"
        aria-label={alt || 'Image not found'}
      >
        Image not found
      </span>
    );
  }

  const onError =
    stage === 'placeholder'
      ? undefined
      : () =>
          setState({
            for: src,
            stage: stage === 'primary' && fallbackSrc ? 'retry' : 'placeholder',
          });

  // The other widths are of the first address: a retry or the placeholder is shown as it is.
  const widths = stage === 'primary' && srcSet ? { srcSet, sizes } : {};
  return (
    <img {...rest} {...widths} className={className} src={shown} alt={alt} onError={onError} />
  );
}
