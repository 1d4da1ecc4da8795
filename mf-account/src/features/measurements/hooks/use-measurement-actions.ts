import { useState } from 'react';
import {
  MEASUREMENT_MESSAGES,
  type MeasurementRecord,
  type MeasurementsInput,
} from '@shop/contracts';
import { isApiError, tokenStore } from '@shop/storefront-sdk';
import { toast } from '@shop/ui';
import { MEASUREMENTS_MESSAGES } from '../../../messages';
import { fieldErrorsOf, type FieldErrors } from '../api/field-errors';
import { measurementsErrorMessage } from '../api/measurements-error-message';
import { removeMeasurements, saveMeasurements, updateMeasurements } from '../api/measurements-api';

type Busy = 'saving' | 'deleting' | null;

/**
 * Save (POST; a 409 means a record exists, so it is updated instead), Update (PUT) and Delete,
 * each with its toasts (docs/product/account.md#measurements); `onChange` gets the record as it
 * now stands (null once deleted).
 */
export function useMeasurementActions(onChange: (record: MeasurementRecord | null) => void) {
  const [busy, setBusy] = useState<Busy>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const create = async (input: MeasurementsInput) => {
    try {
      return await saveMeasurements(input);
    } catch (error) {
      if (isApiError(error) && error.status === 409) return updateMeasurements(input);
      throw error;
    }
  };

  const save = async (input: MeasurementsInput, exists: boolean) => {
    if (!tokenStore.get()) {
      toast.error(exists ? MEASUREMENTS_MESSAGES.loginToUpdate : MEASUREMENTS_MESSAGES.loginToSave);
      return;
    }
    setBusy('saving');
    setFieldErrors({});
    try {
      const answer = exists ? await updateMeasurements(input) : await create(input);
      toast.success(
        answer.message ?? (exists ? MEASUREMENT_MESSAGES.updated : MEASUREMENT_MESSAGES.saved),
      );
      onChange(answer.data);
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      toast.error(
        measurementsErrorMessage(
          error,
          exists ? MEASUREMENTS_MESSAGES.updateFailed : MEASUREMENTS_MESSAGES.saveFailed,
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async (): Promise<boolean> => {
    if (!tokenStore.get()) {
      toast.error(MEASUREMENTS_MESSAGES.loginToDelete);
      return false;
    }
    setBusy('deleting');
    try {
      const answer = await removeMeasurements();
      toast.success(answer.message ?? MEASUREMENT_MESSAGES.deleted);
      setFieldErrors({});
      onChange(null);
      return true;
    } catch (error) {
      toast.error(measurementsErrorMessage(error, MEASUREMENTS_MESSAGES.deleteFailed));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, fieldErrors, save, remove };
}
