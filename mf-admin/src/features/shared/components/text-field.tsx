import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useFormContext, useWatch, type FieldPathByValue } from 'react-hook-form';
import { cx, FormField } from '@shop/ui';
import type { ProductFormValues } from '../utils/product-draft';
import styles from './product-form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'> {
  name: FieldPathByValue<ProductFormValues, string>;
  label: string;
  /** Counts the characters typed of `maxLength` beside the label. */
  counted?: boolean;
  /** A paragraph rather than a line. */
  multiline?: boolean;
  /** Shown in capitals as it is typed. */
  upperCase?: boolean;
  wide?: boolean;
}

function toUpperCase(event: ChangeEvent<HTMLInputElement>) {
  const box = event.target;
  const { selectionStart, selectionEnd } = box;
  box.value = box.value.toUpperCase();
  box.setSelectionRange(selectionStart, selectionEnd);
}

/** A text or amount box of the product form, with its error from the form's last check. */
export function TextField({ name, label, counted, multiline, upperCase, wide, ...box }: Props) {
  const { register, control, getFieldState, formState } = useFormContext<ProductFormValues>();
  const typed = useWatch({ control, name });
  const { error } = getFieldState(name, formState);
  const field = register(name);
  const count = counted && box.maxLength ? { value: typed.length, max: box.maxLength } : undefined;
  return (
    <FormField
      label={label}
      count={count}
      error={error?.message}
      className={wide ? styles.wide : undefined}
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={cx(control.className, styles.paragraph)}
            maxLength={box.maxLength}
            {...field}
          />
        ) : (
          <input
            {...control}
            {...box}
            {...field}
            onChange={(event) => {
              if (upperCase) toUpperCase(event);
              return field.onChange(event);
            }}
          />
        )
      }
    </FormField>
  );
}
