import { useFormContext } from 'react-hook-form';
import { FormField } from '@shop/ui';
import type { MeasurementForm } from '../api/measurement-form';

interface Props {
  name: 'unit' | 'category' | 'subcategory';
  label: string;
  options: readonly string[];
  /** The label of the empty choice, when the field may be left empty. */
  emptyLabel?: string;
}

export function SelectField({ name, label, options, emptyLabel }: Props) {
  const { register, getFieldState, formState } = useFormContext<MeasurementForm>();
  return (
    <FormField label={label} error={getFieldState(name, formState).error?.message}>
      {(control) => (
        <select {...control} {...register(name)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
