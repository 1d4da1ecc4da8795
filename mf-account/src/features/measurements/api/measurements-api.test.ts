import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { getMeasurements, saveMeasurements } from './measurements-api';

beforeEach(() => localStorage.clear());

describe('measurement calls', () => {
  it('reads "no measurements saved" from a 404 and sends the token header', async () => {
    tokenStore.set('jwt');
    const api = fakeApi({
      'GET /api/measurements': {
        status: 404,
        body: { success: false, message: 'No measurements found' },
      },
      'POST /api/measurements': { status: 201, body: { success: true, data: {} } },
    });
    await expect(getMeasurements()).resolves.toBeNull();
    await saveMeasurements({ category: 'Men', chest: 100 });
    const [saved] = requestsTo(api, 'POST /api/measurements');
    expect(saved.headers.token).toBe('jwt');
    expect(saved.body).toEqual({ category: 'Men', chest: 100 });
  });
});
