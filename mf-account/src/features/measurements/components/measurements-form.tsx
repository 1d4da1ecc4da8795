import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  LENGTH_BOUNDS,
  LENGTH_FIELDS,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_LABELS,
  MEASUREMENT_NOTES_MAX_LENGTH,
  MEASUREMENT_SUBCATEGORIES,
  MEASUREMENT_UNITS,
  WEIGHT_BOUNDS_KG,
  type MeasurementRecord,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import type { FieldErrors } from '../api/field-errors';
import { measurementForm, type MeasurementForm } from '../api/measurement-form';
import { MeasurementInput } from './measurement-input';
import { SelectField } from './select-field';
import controls from '../../shared/components/form-controls.module.css';
import styles from './measurements-form.module.css';

interface Props {
  /** The saved record; null while none is saved. The form starts from it. */
  record: MeasurementRecord | null;
  fieldErrors: FieldErrors;
  busy: 'saving' | 'deleting' | null;
  onSave: (form: MeasurementForm) => void;
  onDelete: () => void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function MeasurementsForm({ record, fieldErrors, busy, onSave, onDelete }: Props) {
  const [form, setForm] = useState(() => measurementForm(record));

  const edit = (event: ChangeEvent<Control>) => {
    const { name, value } = event.target;
    const checked = (event.target as HTMLInputElement).checked;
    setForm((current) => ({ ...current, [name]: name === 'madeToMeasure' ? checked : value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(form);
  };

  return (
    // The bounds are hints; the server's messages, shown beside each field, are the only verdict.
    <form className={styles.form} onSubmit={submit} noValidate aria-label="My Measurements">
      <div className={styles.choices}>
        <SelectField
          name="unit"
          label="Unit"
          value={form.unit}
          options={MEASUREMENT_UNITS}
          error={fieldErrors.unit}
          onChange={edit}
        />
        <SelectField
          name="category"
          label="Category"
          value={form.category}
          options={MEASUREMENT_CATEGORIES}
          emptyLabel="Select category"
          error={fieldErrors.category}
          onChange={edit}
        />
        <SelectField
          name="subcategory"
          label="Subcategory"
          value={form.subcategory}
          options={MEASUREMENT_SUBCATEGORIES}
          emptyLabel="Any"
          error={fieldErrors.subcategory}
          onChange={edit}
        />
      </div>

      <div className={styles.grid}>
        {LENGTH_FIELDS.map((field) => (
          <MeasurementInput
            key={field}
            name={field}
            label={MEASUREMENT_LABELS[field]}
            value={form[field]}
            bounds={LENGTH_BOUNDS[form.unit][field]}
            unit={form.unit}
            error={fieldErrors[field]}
            onChange={edit}
          />
        ))}
        <MeasurementInput
          name="weight"
          label={MEASUREMENT_LABELS.weight}
          value={form.weight}
          bounds={WEIGHT_BOUNDS_KG}
          unit="kg"
          error={fieldErrors.weight}
          onChange={edit}
        />
      </div>

      <label className={controls.field}>
        <span className={controls.label}>Notes</span>
        <textarea
          className={controls.control}
          name="notes"
          rows={3}
          maxLength={MEASUREMENT_NOTES_MAX_LENGTH}
          value={form.notes}
          onChange={edit}
          placeholder="Fit preferences, posture, anything our tailors should know"
        />
        {fieldErrors.notes && <span className={styles.error}>{fieldErrors.notes}</span>}
      </label>

      <label className={styles.check}>
        <input type="checkbox" name="madeToMeasure" checked={form.madeToMeasure} onChange={edit} />
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
  );
}
