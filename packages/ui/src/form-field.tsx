import { useId, type ReactElement, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './form-field.module.css';

/** What a field's control is given: its id, its look, and what describes it. */
export interface FormControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown at the label's end as `value/max`, e.g. the characters typed of those allowed. */
  count?: { value: number; max: number };
  /** Beneath the control while it has no error, e.g. the values it takes. */
  hint?: ReactNode;
  error?: string;
  /** Reads the error out as it appears: for a problem found while choosing, not on sending. */
  announceError?: boolean;
  className?: string;
  children: (control: FormControlProps) => ReactElement;
}

/** A labelled control of a form, with its hint or its error beneath it. */
export function FormField({
  label,
  count,
  hint,
  error,
  announceError,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {count && (
          <span className={styles.count}>
            {count.value}/{count.max}
          </span>
        )}
      </div>
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note === undefined ? undefined : noteId,
      })}
      {note !== undefined && (
        <span
          id={noteId}
          className={error ? styles.error : styles.hint}
          role={error && announceError ? 'alert' : undefined}
        >
          {note}
        </span>
      )}
    </div>
  );
}
