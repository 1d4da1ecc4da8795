import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  LENGTH_BOUNDS,
  LENGTH_FIELDS,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_NOTES_MAX_LENGTH,
  MEASUREMENT_SUBCATEGORIES,
  MEASUREMENT_UNITS,
  WEIGHT_BOUNDS_KG,
  type MeasurementRecord,
  type Measurements,
} from '@shop/contracts';
import { Button, FormField, toast } from '@shop/ui';
import {
  MEASUREMENT_FORM_FIELDS,
  type FieldErrors as ServerFieldErrors,
} from '../api/field-errors';
import { measurementForm, type MeasurementForm } from '../api/measurement-form';
import { measurementsResolver } from '../utils/measurements-resolver';
import { MeasurementInput } from './measurement-input';
import { SelectField } from './select-field';
import styles from './measurements-form.module.css';

interface Props {
  /** The saved record; null while none is saved. The form starts from it. */
  record: MeasurementRecord | null;
  /** What the server refused of the last save, field by field. */
  fieldErrors: ServerFieldErrors;
  busy: 'saving' | 'deleting' | null;
  onSave: (measurements: Measurements) => void;
  onDelete: () => void;
}

const CHOICES = [
  { name: 'unit', label: 'Unit', options: MEASUREMENT_UNITS },
  {
    name: 'category',
    label: 'Category',
    options: MEASUREMENT_CATEGORIES,
    emptyLabel: 'Select category',
  },
  {
    name: 'subcategory',
    label: 'Subcategory',
    options: MEASUREMENT_SUBCATEGORIES,
    emptyLabel: 'Any',
  },
] as const;

/** The first problem found, as the server would name it first (one may concern no field). */
const firstProblem = (errors: FieldErrors<MeasurementForm>) =>
  Object.values(errors).find((error) => error?.message)?.message;

export function MeasurementsForm({ record, fieldErrors, busy, onSave, onDelete }: Props) {
  const form = useForm<MeasurementForm, unknown, Measurements>({
    defaultValues: measurementForm(record),
    resolver: measurementsResolver,
  });
  const { register, handleSubmit, setError, getFieldState, formState } = form;
  const unit = useWatch({ control: form.control, name: 'unit' });

  // The server's refusals beside their fields, the first of them focused.
  useEffect(() => {
    const refused = MEASUREMENT_FORM_FIELDS.filter((field) => fieldErrors[field]);
    refused.forEach((field, index) =>
      setError(
        field,
        { type: 'server', message: fieldErrors[field] },
        { shouldFocus: index === 0 },
      ),
    );
  }, [fieldErrors, setError]);

  const submit = handleSubmit(onSave, (errors) => {
    const problem = firstProblem(errors);
    if (problem) toast.error(problem);
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="My Measurements"
      >
        <div className={styles.choices}>
          {CHOICES.map((choice) => (
            <SelectField key={choice.name} {...choice} />
          ))}
        </div>

        <div className={styles.grid}>
          {LENGTH_FIELDS.map((field) => (
            <MeasurementInput
              key={field}
              name={field}
              unit={unit}
              bounds={LENGTH_BOUNDS[unit][field]}
            />
          ))}
          <MeasurementInput name="weight" unit="kg" bounds={WEIGHT_BOUNDS_KG} />
        </div>

        <FormField label="Notes" error={getFieldState('notes', formState).error?.message}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={MEASUREMENT_NOTES_MAX_LENGTH}
              placeholder="Fit preferences, posture, anything our tailors should know"
              {...register('notes')}
            />
          )}
        </FormField>

        <label className={styles.check}>
          <input type="checkbox" {...register('madeToMeasure')} />
          <span>Use these measurements for made-to-measure orders</span>
        </label>

        <div className={styles.actions}>
          <Button type="submit" loading={busy === 'saving'} disabled={busy !== null}>
            {record ? 'Update Measurements' : 'Save Measurements'}
          </Button>
          {record && (
            <Button variant="secondary" onClick={onDelete} disabled={busy !== null}>
              Delete Measurements
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
