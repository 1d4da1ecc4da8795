import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormField } from '@shop/ui';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** A standing note under the field, e.g. the password rule; an error takes its place. */
  hint?: string;
  /** What is wrong with the value: marks the field invalid, is read with it and announced. */
  error?: string;
}

/** A labelled text input of the account's forms, its note or error tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, ...input },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} announceError>
      {(control) => <input ref={ref} {...control} {...input} />}
    </FormField>
  );
});
