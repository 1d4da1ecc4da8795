import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SLICES_MODULE = path.join(ROOT, 'scripts/slices/slices.mjs');

/** Calls a function of slices.mjs (an ES module, which Jest here does not load) in a node. */
function call<T>(name: string, ...args: unknown[]): T {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(SLICES_MODULE)});
       const out = m[${JSON.stringify(name)}](...${JSON.stringify(args)});
       process.stdout.write(JSON.stringify(out instanceof Set ? [...out] : out));`,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as T;
}

const slices = () =>
  call<Record<string, { journeys?: string[]; platformTests?: string[] }>>('slicesOf');

describe('slices', () => {
  it('claims every journey and platform test for at least one slice', () => {
    const declared = Object.values(slices());
    const files = (folder: string) =>
      readdirSync(path.join(ROOT, 'e2e', folder))
        .filter((file) => file.endsWith('.e2e.test.ts'))
        .map((file) => file.replace('.e2e.test.ts', ''));
    for (const journey of files('journeys'))
      expect([journey, declared.some((slice) => slice.journeys?.includes(journey))]).toEqual([
        journey,
        true,
      ]);
    for (const test of files('platform'))
      expect([test, declared.some((slice) => slice.platformTests?.includes(test))]).toEqual([
        test,
        true,
      ]);
  });

  it('names the slices a change touches, a shared package reaching all that depend on it', () => {
    const affected = (...files: string[]) => call<string[]>('affectedSlices', files);
    expect(affected('mf-catalog/src/routes/home-route.tsx')).toEqual(['catalog']);
    expect(affected('services/order/src/orders/order-transitions.ts')).toEqual(['checkout']);
    expect(affected('e2e/journeys/chat.e2e.test.ts')).toEqual(['shell']);
    expect(affected('deploy/k8s/base/gateway.yaml')).toEqual(['platform']);
    expect(affected('docs/events.md', 'bench/README.md')).toEqual([]);
    // The UI kit is every frontend's, not the services'.
    expect(affected('packages/ui/src/button.tsx')).toEqual([
      'catalog',
      'checkout',
      'account',
      'admin',
      'shell',
      'platform',
    ]);
    expect(affected('packages/contracts/src/events.ts')).toEqual(Object.keys(slices()));
    expect(affected('package-lock.json')).toEqual(Object.keys(slices()));
  });

  it("runs a slice's own tests and journeys and no other slice's", () => {
    const args = call<string[]>('jestArguments', 'catalog');
    const listed = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/jest/bin/jest.js'), ...args, '--listTests'],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(listed.status).toBe(0);
    const tests = listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((file) => path.relative(ROOT, file));
    expect(tests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mf-catalog\/src\//),
        expect.stringMatching(/^services\/catalog\/src\//),
        'e2e/journeys/catalogue.e2e.test.ts',
        'e2e/journeys/server-rendering.e2e.test.ts',
      ]),
    );
    expect(tests.filter((file) => /^(mf-checkout|services\/order|shell)\//.test(file))).toEqual([]);
    expect(tests).not.toContain('e2e/journeys/checkout.e2e.test.ts');
  });
});
