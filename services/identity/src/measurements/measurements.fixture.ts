import type request from 'supertest';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';

/** A made-to-measure suit's record, in centimetres. */
export const tailored = {
  chest: 96,
  height: 182.5,
  naturalWaist: 84,
  weight: 78,
  unit: 'cm',
  category: 'Men',
  subcategory: 'Suits',
  notes: 'Left arm slightly longer',
  madeToMeasure: true,
};

export interface MeasurementsApp {
  identity: IdentityTestApp;
  /** A customer's own record, through the calls the storefront makes. */
  own(token: string): {
    save(body: object): request.Test;
    view(): request.Test;
    update(body: object): request.Test;
    remove(): request.Test;
  };
  /** A back office read of `path`, as the test admin unless another token is given. */
  asAdmin(path: string, token?: string): request.Test;
}

/** The identity service, with its admin signed in. */
export async function startMeasurementsApp(): Promise<MeasurementsApp> {
  const identity = await startIdentityApp();
  const adminToken: string = (await identity.http.post('/api/user/admin').send(TEST_ADMIN)).body
    .token;
  return {
    identity,
    own: (token) => ({
      save: (body) => identity.http.post('/api/measurements').set('token', token).send(body),
      view: () => identity.http.get('/api/measurements').set('token', token),
      update: (body) => identity.http.put('/api/measurements').set('token', token).send(body),
      remove: () => identity.http.delete('/api/measurements').set('token', token),
    }),
    asAdmin: (path, token = adminToken) =>
      identity.http.get(path).set('Authorization', `Bearer ${token}`),
  };
}
