import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startSpaServer, stopScript } from './processes';

const SCRIPT = `console.log(${'"x",'.repeat(500)}1);`;
const STYLES = `.card{${'color:#5a3e2b;'.repeat(200)}}`;

/** The bytes as they travelled (fetch would decode them on its own). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the static server that serves each frontend build', () => {
  let dir: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dir, 'dist/main.3dc0ea3f.js'), SCRIPT);
    // As the build leaves them: compressed copies beside the file.
    writeFileSync(path.join(dir, 'dist/app.1a2b3c4d.css'), STYLES);
    writeFileSync(path.join(dir, 'dist/app.1a2b3c4d.css.br'), brotliCompressSync(STYLES));
    writeFileSync(path.join(dir, 'dist/app.1a2b3c4d.css.gz'), gzipSync(STYLES));
    writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{"name":"mf_catalog"}');
    writeFileSync(path.join(dir, 'dist/runtime-config.json'), '{"apiBase":"built-in"}');
    writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
    writeFileSync(path.join(dir, 'runtime-config.json'), '{"apiBase":"https://api.example.com"}');
    ({ child: server, base } = await startSpaServer(path.join(dir, 'dist'), [
      '--runtime-config',
      path.join(dir, 'runtime-config.json'),
    ]));
  });

  afterAll(async () => {
    await stopScript(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates entry documents', async () => {
    const asset = await fetch(`${base}/main.3dc0ea3f.js`);
    expect(asset.headers.get('content-type')).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/,
    );
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("sends the build's brotli copy to a client that accepts it, with its own length", async () => {
    const res = await rawGet(`${base}/app.1a2b3c4d.css`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/^accept-encoding$/i);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    const copy = readFileSync(path.join(dir, 'dist/app.1a2b3c4d.css.br'));
    expect(res.headers['content-length']).toBe(String(copy.length));
    expect(res.body.equals(copy)).toBe(true);
  });

  it("sends the build's gzip copy when brotli is not accepted", async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await rawGet(`${base}/app.1a2b3c4d.css`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.equals(readFileSync(path.join(dir, 'dist/app.1a2b3c4d.css.gz')))).toBe(true);
    }
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await rawGet(`${base}/app.1a2b3c4d.css`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/^accept-encoding$/i);
    expect(res.body.toString()).toBe(STYLES);
  });

  // The build compresses every text file worth it (and empties its output folder first, so no
  // copy outlives its original); what it left without a copy travels as it is.
  it('sends a file the build wrote no compressed copy of as it is', async () => {
    for (const [file, content] of [
      ['main.3dc0ea3f.js', SCRIPT],
      ['mf-manifest.json', '{"name":"mf_catalog"}'],
    ]) {
      const res = await rawGet(`${base}/${file}`, { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(content);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await fetch(`${base}/app.1a2b3c4d.css`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(STYLES.length));
    expect(await res.text()).toBe('');
  });

  it('lets the shell on another origin fetch a remote', async () => {
    const res = await fetch(`${base}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4300', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('refuses requests that would change a file', async () => {
    const res = await fetch(`${base}/index.html`, { method: 'PUT', body: 'defaced' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
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
