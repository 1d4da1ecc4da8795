import { useState } from 'react';
import type { MeasurementRecord } from '@shop/contracts';
import { Button, Spinner } from '@shop/ui';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { MEASUREMENTS_MESSAGES } from '../../../messages';
import { useSavedMeasurements } from '../api/get-measurements';
import { measurementsErrorMessage } from '../api/measurements-error-message';
import { useMeasurementActions } from '../hooks/use-measurement-actions';
import { MeasurementsForm } from './measurements-form';
import styles from './measurements-panel.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** My Measurements: the signed-in shopper's saved record, to save, update or delete. */
export function MeasurementsPanel({ token }: { token: string }) {
  const query = useSavedMeasurements(token);
  // What the last save or delete left, until the profile is opened again.
  const [changed, setChanged] = useState<{ record: MeasurementRecord | null } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const actions = useMeasurementActions((record) => setChanged({ record }));

  if (query.isPending && !changed) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading measurements" />
      </div>
    );
  }
  if (query.isError && !changed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{measurementsErrorMessage(query.error, MEASUREMENTS_MESSAGES.serverError)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const record = changed ? changed.record : (query.data ?? null);

  return (
    <>
      <p className={styles.status}>
        {record
          ? `Saved ${dateFormat.format(new Date(record.updatedAt))}.`
          : 'No measurements saved yet.'}
      </p>
      <MeasurementsForm
        // A new form for each saved state, so the boxes show what the server kept.
        key={record ? record.updatedAt : 'none'}
        record={record}
        fieldErrors={actions.fieldErrors}
        busy={actions.busy}
        onSave={(measurements) => void actions.save(measurements, record !== null)}
        onDelete={() => setConfirmingDelete(true)}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Measurements"
        message="Delete your saved measurements? You can enter them again at any time."
        confirmLabel="Delete"
        busy={actions.busy === 'deleting'}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          await actions.remove();
          setConfirmingDelete(false);
        }}
      />
    </>
  );
}
