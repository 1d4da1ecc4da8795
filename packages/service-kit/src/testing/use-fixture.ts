/**
 * Starts a fixture before the tests around it and stops it after them. What it answers is filled
 * in once the fixture has started: read it in tests and hooks, not while the tests are declared.
 */
export function useFixture<T extends object>(
  start: () => Promise<T>,
  stop: (fixture: T) => Promise<unknown>,
): T {
  const fixture = {} as T;
  let started = false;
  beforeAll(async () => {
    Object.assign(fixture, await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(fixture);
  });
  return fixture;
}
