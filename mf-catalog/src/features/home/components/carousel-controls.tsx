import { cx } from '@shop/ui';
import { Icon } from '../../shared/components/icon';
import styles from './carousel-controls.module.css';

export interface CarouselControlsProps {
  count: number;
  index: number;
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  tone?: 'light' | 'dark';
}

/** Previous / next arrows and one dot per slide. */
export function CarouselControls({
  count,
  index,
  label,
  onPrevious,
  onNext,
  onSelect,
  tone = 'dark',
}: CarouselControlsProps) {
  return (
    <div className={cx(styles.controls, styles[tone])}>
      <button
        type="button"
        className={styles.arrow}
        onClick={onPrevious}
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
            onClick={() => onSelect(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.arrow} onClick={onNext} aria-label={`Next ${label}`}>
        <Icon name="chevronRight" size={18} />
      </button>
    </div>
  );
}
