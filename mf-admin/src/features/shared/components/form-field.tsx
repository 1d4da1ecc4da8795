import { useId, type ReactElement, type ReactNode } from 'react';
import { cx } from '@shop/ui';
import styles from './product-form.module.css';

interface Props {
  label: string;
  error?: string;
  /** Shown at the label's end, e.g. a character counter. */
  aside?: ReactNode;
  wide?: boolean;
  /** Renders the control with the field's id and its error's id. */
  children: (ids: { id: string; describedBy?: string }) => ReactElement;
}

/** A labelled control of the product form with its error beneath it. */
export function FormField({ label, error, aside, wide, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
