import { MEASUREMENT_LABELS, type MeasurementField } from '@shop/contracts';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@shop/ui';
import type { MeasurementForm } from '../api/measurement-form';
import styles from './measurements-form.module.css';

interface Props {
  name: MeasurementField;
  unit: string;
  /** The plausible range in the unit, shown as a hint. */
  bounds: readonly [number, number];
}

export function MeasurementInput({ name, unit, bounds: [min, max] }: Props) {
  const { register, getFieldState, formState } = useFormContext<MeasurementForm>();
  const label = (
    <>
      {MEASUREMENT_LABELS[name]} <span className={styles.unit}>({unit})</span>
    </>
  );
  return (
    <FormField
      label={label}
      hint={`${min}–${max} ${unit}`}
      error={getFieldState(name, formState).error?.message}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          step="any"
          min={min}
          max={max}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
