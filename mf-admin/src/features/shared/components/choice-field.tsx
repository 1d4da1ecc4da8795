import type { ChangeEvent } from 'react';
import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { FormField } from '@shop/ui';
import type { ProductFormValues } from '../utils/product-draft';

interface Props {
  name: FieldPathByValue<ProductFormValues, string>;
  label: string;
  options: readonly string[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** One choice of a fixed list in the product form (category, status, style, season ...). */
export function ChoiceField({ name, label, options, onChange }: Props) {
  const { register, getFieldState, formState } = useFormContext<ProductFormValues>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField label={label} error={error?.message}>
      {(control) => (
        <select {...control} {...register(name, { onChange })}>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
