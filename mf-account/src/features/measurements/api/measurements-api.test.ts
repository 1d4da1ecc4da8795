import { MEASUREMENT_MESSAGES, type MeasurementRecord } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { getMeasurements, saveMeasurements } from './measurements-api';

/** The record the identity service answers a first save of `{ category: 'Men', chest: 100 }` with. */
const savedRecord: MeasurementRecord = {
  _id: 'm-1',
  userId: '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192',
  chest: 100,
  unit: 'cm',
  category: 'Men',
  madeToMeasure: false,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

beforeEach(() => localStorage.clear());

describe('measurement calls', () => {
  it('reads "no measurements saved" from a 404 and sends the token header', async () => {
    tokenStore.set('jwt');
    const api = fakeApi({
      'GET /api/measurements': {
        status: 404,
        body: { success: false, message: 'No measurements found' },
      },
      'POST /api/measurements': {
        status: 201,
        body: { success: true, message: MEASUREMENT_MESSAGES.saved, data: savedRecord },
      },
    });
    await expect(getMeasurements()).resolves.toBeNull();
    await saveMeasurements({ category: 'Men', chest: 100 });
    const [saved] = requestsTo(api, 'POST /api/measurements');
    expect(saved.headers.token).toBe('jwt');
    expect(saved.body).toEqual({ category: 'Men', chest: 100 });
  });
});
