import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { measurementsInputSchema, type Measurements } from '@shop/contracts';
import { measurementsInput, type MeasurementForm } from '../api/measurement-form';

const checkBody = zodResolver(measurementsInputSchema);

/**
 * The identity service's rules, checked on the body the form would send (its empty boxes and
 * choices left out), so each broken one shows beside its field before anything is sent. The
 * body's type is not the form's, so the list of field names is left out; the check finds the
 * fields without it.
 */
export const measurementsResolver: Resolver<MeasurementForm, unknown, Measurements> = (
  form,
  context,
  options,
) => checkBody(measurementsInput(form), context, { ...options, names: undefined });
