import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MEASUREMENT_MESSAGES, type MeasurementRecord } from '@shop/contracts';
import { signTestToken } from '@shop/service-kit/testing';
import { newShopper, signUpVerified } from '../testing/accounts';
import type { IdentityTestApp } from '../testing/start-identity-app';
import { startMeasurementsApp, tailored, type MeasurementsApp } from './measurements.fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('measurements', () => {
  let identity: IdentityTestApp;
  let own: MeasurementsApp['own'];
  let asAdmin: MeasurementsApp['asAdmin'];

  beforeAll(async () => {
    ({ identity, own, asAdmin } = await startMeasurementsApp());
  });
  afterAll(() => identity?.stop());

  describe('a customer’s own record', () => {
    it('is saved, shown, replaced and deleted', async () => {
      const { token, userId } = await signUpVerified(identity, newShopper());
      const mine = own(token);

      const saved = await mine.save(tailored);
      expect(saved.status).toBe(201);
      expect(saved.body).toEqual({
        success: true,
        message: MEASUREMENT_MESSAGES.saved,
        data: {
          _id: expect.any(String),
          userId,
          ...tailored,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });

      const shown = await mine.view();
      expect(shown.status).toBe(200);
      expect(shown.body.data).toEqual(saved.body.data);

      const replaced = await mine.update({ chest: '40', unit: 'in', category: 'Men' });
      expect(replaced.status).toBe(200);
      expect(replaced.body.message).toBe(MEASUREMENT_MESSAGES.updated);
      const record: MeasurementRecord = replaced.body.data;
      expect(record).toEqual({
        _id: saved.body.data._id,
        userId,
        chest: 40,
        unit: 'in',
        category: 'Men',
        madeToMeasure: false,
        createdAt: saved.body.data.createdAt,
        updatedAt: expect.any(String),
      });
      expect(Date.parse(record.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.createdAt));

      const deleted = await mine.remove();
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: MEASUREMENT_MESSAGES.deleted });
      const gone = await mine.view();
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ success: false, message: MEASUREMENT_MESSAGES.notFound });
    });

    it('is saved once: a second save is told to update instead', async () => {
      const { token } = await signUpVerified(identity, newShopper());
      expect((await own(token).save(tailored)).status).toBe(201);

      const again = await own(token).save(tailored);

      expect(again.status).toBe(409);
      expect(again.body.message).toBe(MEASUREMENT_MESSAGES.alreadyExists);
    });

    it('cannot be updated or deleted before it is saved', async () => {
      const { token } = await signUpVerified(identity, newShopper());

      const updated = await own(token).update(tailored);
      const deleted = await own(token).remove();

      for (const res of [updated, deleted]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MEASUREMENT_MESSAGES.notFound);
      }
    });

    it('is the only one a customer sees or changes', async () => {
      const alice = await signUpVerified(identity, newShopper('Alice'));
      const bob = await signUpVerified(identity, newShopper('Bob'));
      await own(alice.token).save({ ...tailored, chest: 90 });
      await own(bob.token).save({ ...tailored, chest: 110 });

      expect((await own(alice.token).view()).body.data).toMatchObject({
        userId: alice.userId,
        chest: 90,
      });
      expect((await own(bob.token).view()).body.data).toMatchObject({
        userId: bob.userId,
        chest: 110,
      });

      // A userId in the body is ignored: the token says whose record it is.
      await own(bob.token).update({ ...tailored, chest: 112, userId: alice.userId });
      await own(bob.token).remove();
      expect((await own(alice.token).view()).body.data).toMatchObject({ chest: 90 });
      expect((await own(bob.token).view()).status).toBe(404);
      // A customer cannot use the admin's per-customer view either.
      expect((await asAdmin(`/api/measurements/${alice.userId}`, bob.token)).status).toBe(403);
    });

    it('needs a signed-in customer', async () => {
      const answers = await Promise.all([
        identity.http.post('/api/measurements').send(tailored),
        identity.http.get('/api/measurements'),
        identity.http.put('/api/measurements').send(tailored),
        identity.http.delete('/api/measurements'),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(AUTH_MESSAGES.notAuthorized);
      }
    });
    it('refuses a valid token whose account is not here', async () => {
      for (const id of [randomUUID(), 'not-a-user-id']) {
        const token = signTestToken({
          id,
          name: 'Gone',
          email: 'gone@example.com',
          isAdmin: false,
        });
        const res = await own(token).save(tailored);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(AUTH_MESSAGES.notAuthorized);
      }
    });
  });

  describe('validation', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await signUpVerified(identity, newShopper()));
    });

    it.each([
      [
        'a chest in inches above 79',
        { ...tailored, chest: 180, unit: 'in' },
        'chest',
        'Chest must be between 15 and 79 in',
      ],
      [
        'a chest below 40 cm',
        { ...tailored, chest: 30 },
        'chest',
        'Chest must be between 40 and 200 cm',
      ],
      [
        'a height in inches above 99',
        { ...tailored, height: 180, unit: 'in' },
        'height',
        'Height must be between 19 and 99 in',
      ],
      [
        'a weight above 300 kg',
        { ...tailored, weight: 400 },
        'weight',
        'Weight must be between 10 and 300 kg',
      ],
      [
        'a weight above 300 kg in an inches record',
        { ...tailored, weight: 400, unit: 'in' },
        'weight',
        'Weight must be between 10 and 300 kg',
      ],
      [
        'a value that is not a number',
        { ...tailored, hips: 'wide' },
        'hips',
        'Hips must be a number',
      ],
      [
        'a record without a measurement',
        { category: 'Men', unit: 'cm' },
        '',
        MEASUREMENT_MESSAGES.atLeastOne,
      ],
      [
        'an unknown category',
        { ...tailored, category: 'Pets' },
        'category',
        'Category must be Men, Women or Kids',
      ],
      ['an unknown unit', { ...tailored, unit: 'mm' }, 'unit', 'Unit must be cm or in'],
    ])('refuses %s, naming the field', async (_, body, field, message) => {
      const res = await own(token).save(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    });

    it('accepts the bounds of each unit, numbers sent as text, and empty boxes', async () => {
      const res = await own(token).save({
        chest: '79',
        height: 19,
        sleeves: '',
        weight: 300,
        unit: 'in',
        category: 'Kids',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ chest: 79, height: 19, weight: 300, unit: 'in' });
      expect(res.body.data).not.toHaveProperty('sleeves');
    });
  });
});
