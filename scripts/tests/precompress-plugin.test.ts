import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const PLUGIN = path.resolve(__dirname, '../rspack/precompress-plugin.mjs');

/** A real production build of a small app, with the plugin as the shop's builds use it. */
const BUILD = `
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from ${JSON.stringify(PLUGIN)};
const [context] = process.argv.slice(1);
const compiler = rspack({
  context,
  mode: 'production',
  entry: { main: './src/index.js', tiny: './src/tiny.js' },
  output: { path: context + '/dist', filename: '[name].js' },
  plugins: [new PrecompressPlugin()],
});
compiler.run((error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
  compiler.close(() => undefined);
});
`;

describe('the build step that writes compressed copies of each text file', () => {
  let dir: string;
  const dist = (name: string) => path.join(dir, 'dist', name);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'src'));
    const products = Array.from({ length: 200 }, (_, i) => `{ name: 'Leather boot ${i}' }`);
    writeFileSync(
      path.join(dir, 'src/index.js'),
      `window.products = [${products.join(',')}]; console.log(window.products.length);`,
    );
    writeFileSync(path.join(dir, 'src/tiny.js'), 'console.log(1);');
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', BUILD, dir], {
      cwd: path.resolve(__dirname, '../..'),
    });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to the file itself', () => {
    const original = readFileSync(dist('main.js'));
    expect(brotliDecompressSync(readFileSync(dist('main.js.br'))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(dist('main.js.gz'))).equals(original)).toBe(true);
    expect(readFileSync(dist('main.js.br')).length).toBeLessThan(original.length / 4);
  });

  it('writes no copies of a file below the threshold', () => {
    expect(existsSync(dist('tiny.js'))).toBe(true);
    expect(existsSync(dist('tiny.js.br'))).toBe(false);
    expect(existsSync(dist('tiny.js.gz'))).toBe(false);
  });
});
