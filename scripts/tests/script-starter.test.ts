import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Script } from 'node:vm';

const STOREFRONT = path.resolve(__dirname, '../../packages/static-server/src/storefront.mjs');

/** The starter a rendered page ends with, for `sources` (storefront.mjs is an ES module). */
function starterFor(sources: string[]): string {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { scriptStarter } = await import(${JSON.stringify(STOREFRONT)});
       process.stdout.write(scriptStarter(${JSON.stringify(sources)}));`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

describe("the script that starts a rendered page's scripts", () => {
  it('is one script element whose code parses, on one line', () => {
    const element = starterFor(['/main.0123abcd.js']);
    const [, code] = /^<script>([^\n]*)<\/script>$/.exec(element) ?? [];
    expect(code).toBeDefined();
    expect(() => new Script(code)).not.toThrow();
    expect(code).toContain('"/main.0123abcd.js"');
  });

  it('holds an address that reads as markup without ending its element', () => {
    const element = starterFor(['/x.js?</script><img src=x>']);
    expect(element.indexOf('</script>')).toBe(element.length - '</script>'.length);
    expect(() => new Script(element.slice('<script>'.length, -'</script>'.length))).not.toThrow();
  });
});
