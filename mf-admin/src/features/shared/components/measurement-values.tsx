import {
  DEFAULT_MEASUREMENT_UNIT,
  MEASUREMENT_LABELS,
  type MeasurementField,
  type MeasurementRecord,
} from '@shop/contracts';
import styles from './measurement-values.module.css';

/** docs/product/admin.md#customer-measurements: the order the measurements are listed in. */
const SHOWN_ORDER: readonly MeasurementField[] = [
  'chest',
  'height',
  'naturalWaist',
  'weight',
  'lowerWaist',
  'shoulder',
  'hips',
  'sleeves',
];

type Values = Partial<Record<MeasurementField, number>> & Pick<MeasurementRecord, 'unit'>;

/**
 * docs/product/admin.md#customer-measurements: only the measurements present; weight in kg, the
 * rest in the record's unit.
 */
export function MeasurementValues({ record }: { record: Values }) {
  const unit = record.unit ?? DEFAULT_MEASUREMENT_UNIT;
  const present = SHOWN_ORDER.filter((field) => record[field] !== undefined);
  return (
    <dl className={styles.values}>
      {present.map((field) => (
        <div key={field} className={styles.value}>
          <dt>{MEASUREMENT_LABELS[field]}</dt>
          <dd>
            {record[field]} {field === 'weight' ? 'kg' : unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
