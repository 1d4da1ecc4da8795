import { startIdentityApp, type IdentityTestApp } from './testing/start-identity-app';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('identity service', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(() => identity?.stop());

  it('starts with its migrations applied and reports itself healthy', async () => {
    const res = await identity.http.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'identity',
      checks: { database: 'up', nats: 'up', consumers: 'up', outbox: 'up' },
      details: expect.objectContaining({
        consumers: {
          'identity-customer-surveys': { state: 'up', pending: 0, behind: false },
          'identity-customer-orders': { state: 'up', pending: 0, behind: false },
          'identity-session-revocations': { state: 'up', pending: 0, behind: false },
        },
      }),
    });
  });
});
