import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startScript, stopScript } from './processes';

const SERVER = path.resolve(__dirname, '../static-server.mjs');

describe('the static server that serves each frontend build', () => {
  let dir: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dir, 'dist/main.3dc0ea3f.js'), `console.log(${'"x",'.repeat(500)}1);`);
    writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{"name":"mf_catalog"}');
    writeFileSync(path.join(dir, 'dist/runtime-config.json'), '{"apiBase":"built-in"}');
    writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
    writeFileSync(path.join(dir, 'runtime-config.json'), '{"apiBase":"https://api.example.com"}');
    const started = await startScript(SERVER, [
      '--dir',
      path.join(dir, 'dist'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--spa',
      '--runtime-config',
      path.join(dir, 'runtime-config.json'),
    ]);
    server = started.child;
    base = `http://127.0.0.1:${started.listening}`;
  });

  afterAll(async () => {
    await stopScript(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates entry documents', async () => {
    const asset = await fetch(`${base}/main.3dc0ea3f.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('compresses text for clients that accept gzip', async () => {
    const res = await fetch(`${base}/main.3dc0ea3f.js`, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decompresses on its own; the header says what travelled.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log');
  });

  it("answers the shell's client routes with its page", async () => {
    const res = await fetch(`${base}/product/42`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shop</title>');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await fetch(`${base}/missing.1234abcd.js`);
    expect(res.status).toBe(404);
  });

  it("serves this environment's runtime config instead of the built one", async () => {
    const res = await fetch(`${base}/runtime-config.json`);
    expect(await res.json()).toEqual({ apiBase: 'https://api.example.com' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file outside the build folder', async () => {
    const res = await fetch(`${base}/..%2Fsecret.txt`);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain('outside the build');
  });
});
