import { useId, useState } from 'react';
import { DEFAULT_MEASUREMENT_UNIT, type AdminMeasurementRecord } from '@shop/contracts';
import { cx } from '@shop/ui';
import { formatDate, formatDateTime } from '../../shared/utils/admin-dates';
import { MeasurementValues } from '../../shared/components/measurement-values';
import { MEASUREMENTS_TEXT } from '../utils/measurements-messages';
import facts from '../../shared/components/facts.module.css';
import styles from './measurements.module.css';

/** One customer's record: who and what at a glance, the measurements when expanded. */
export function MeasurementRow({ record }: { record: AdminMeasurementRecord }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const name = record.userId?.name || MEASUREMENTS_TEXT.unknownUser;
  const email = record.userId?.email || MEASUREMENTS_TEXT.noEmail;

  return (
    <li className={styles.row}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={styles.who}>
          <strong>{name}</strong>
          <span>{email}</span>
        </span>
        <span className={styles.tags}>
          <span className={styles.tag}>{record.category}</span>
          <span className={styles.tag}>{record.unit || DEFAULT_MEASUREMENT_UNIT}</span>
          <span className={styles.created}>{formatDate(record.createdAt)}</span>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {expanded && (
        <div id={detailsId} className={styles.details}>
          <MeasurementValues record={record} />
          <dl className={cx(facts.facts, styles.facts)}>
            {record.subcategory && (
              <div>
                <dt>Subcategory</dt>
                <dd>{record.subcategory}</dd>
              </div>
            )}
            {record.notes && (
              <div className={styles.notes}>
                <dt>Notes</dt>
                <dd>{record.notes}</dd>
              </div>
            )}
            <div>
              <dt>Created</dt>
              <dd>{formatDateTime(record.createdAt)}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>{formatDateTime(record.updatedAt)}</dd>
            </div>
          </dl>
          {record.madeToMeasure && <p className={styles.madeToMeasure}>Made-to-Measure Enabled</p>}
        </div>
      )}
    </li>
  );
}
