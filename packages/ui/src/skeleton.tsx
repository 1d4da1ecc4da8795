import type { CSSProperties } from 'react';
import { cx } from './class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `text` is a line of copy, `block` a picture or card, `circle` an avatar. */
  shape?: 'text' | 'block' | 'circle';
  /** Width-to-height ratio for a block, e.g. '4 / 5'. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

export function Skeleton({ width, height, shape = 'text', aspectRatio, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(styles.skeleton, styles[shape], className)}
      style={{ width, height, aspectRatio }}
    />
  );
}
