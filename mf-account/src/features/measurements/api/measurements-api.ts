import type {
  MeasurementRecord,
  MeasurementResponse,
  MeasurementsInput,
  MessageResponse,
} from '@shop/contracts';
import { apiRequest, devContracts, isApiError } from '@shop/storefront-sdk';

const PATH = '/api/measurements';

/** GET /api/measurements: the shopper's saved record, or null when none is saved yet (404). */
export async function getMeasurements(): Promise<MeasurementRecord | null> {
  try {
    const body = await apiRequest(devContracts?.measurementResponseSchema, PATH, { auth: 'token' });
    return body.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/measurements: the first record (409 when one exists). */
export function saveMeasurements(input: MeasurementsInput): Promise<MeasurementResponse> {
  return apiRequest(devContracts?.measurementResponseSchema, PATH, {
    method: 'POST',
    auth: 'token',
    body: input,
  });
}

/** PUT /api/measurements: replaces the saved record. */
export function updateMeasurements(input: MeasurementsInput): Promise<MeasurementResponse> {
  return apiRequest(devContracts?.measurementResponseSchema, PATH, {
    method: 'PUT',
    auth: 'token',
    body: input,
  });
}

/** DELETE /api/measurements. */
export function removeMeasurements(): Promise<MessageResponse> {
  return apiRequest(devContracts?.messageResponseSchema, PATH, { method: 'DELETE', auth: 'token' });
}
