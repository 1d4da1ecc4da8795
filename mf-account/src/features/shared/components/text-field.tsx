import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import controls from './form-controls.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** A standing note under the field, e.g. the password rule; an error takes its place. */
  hint?: string;
  /** What is wrong with the value: marks the field invalid and is read with it. */
  error?: string;
}

/** A labelled input with its note or error under it, tied to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, ...input },
  ref,
) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={controls.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        {...input}
      />
      {note && (
        <span
          id={`${id}-note`}
          role={error ? 'alert' : undefined}
          className={error ? controls.error : controls.hint}
        >
          {note}
        </span>
      )}
    </div>
  );
});
