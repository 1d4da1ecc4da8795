import { cx } from '@shop/ui';
import { Icon } from '../../shared/components/icon';
import type { Rotation } from '../hooks/use-rotation';
import styles from './carousel-controls.module.css';

export interface CarouselControlsProps {
  /** The carousel's rotation: how many slides, which one shows, and the moves to another. */
  rotation: Pick<Rotation, 'count' | 'index' | 'previous' | 'next' | 'goTo'>;
  label: string;
  tone?: 'light' | 'dark';
}

/** Previous / next arrows and one dot per slide. */
export function CarouselControls({ rotation, label, tone = 'dark' }: CarouselControlsProps) {
  const { count, index, previous, next, goTo } = rotation;
  return (
    <div className={cx(styles.controls, styles[tone])}>
      <button
        type="button"
        className={styles.arrow}
        onClick={previous}
        aria-label={`Previous ${label}`}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={cx(styles.dot, i === index && styles.current)}
            aria-label={`Show ${label} ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.arrow} onClick={next} aria-label={`Next ${label}`}>
        <Icon name="chevronRight" size={18} />
      </button>
    </div>
  );
}
