import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontendServer, type FrontendSite } from '../platform/frontend-server.cjs';

const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-admin'];

/** A build as rspack leaves it: entry documents and a chunk named by its hash. */
function writeBuild(dir: string, name: string): string {
  const dist = path.join(dir, name, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'main.3dc0ea3f.js'), `/* ${name} */`);
  if (name === 'shell') {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  } else {
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* entry of ${name} */`);
  }
  return dist;
}

describe("npm start's one frontend server", () => {
  let dir: string;
  let gateway: Server;
  let server: ReturnType<typeof frontendServer>;
  const sites: Record<string, FrontendSite> = {};
  const base: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
    gateway = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ gateway: request.url }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const upstreamFile = path.join(dir, 'api-upstream');
    writeFileSync(upstreamFile, `http://127.0.0.1:${(gateway.address() as { port: number }).port}`);
    const runtimeConfig = path.join(dir, 'runtime-config.json');
    writeFileSync(runtimeConfig, JSON.stringify({ apiBase: '', remotes: {} }));

    server = frontendServer({ env: {}, quiet: true });
    for (const name of ['shell', ...REMOTES]) {
      sites[name] = server.open({
        name,
        root: writeBuild(dir, name),
        port: 0,
        ...(name === 'shell' ? { spa: true, runtimeConfig, apiUpstreamFile: upstreamFile } : {}),
      });
      base[name] = `http://127.0.0.1:${await sites[name].listening}`;
    }
  });

  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
    await new Promise((resolve) => gateway.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell and the four remotes from one process, each on a port of its own', () => {
    const pids = new Set(Object.values(sites).map((site) => site.child.pid));
    expect(pids.size).toBe(1);
    expect(new Set(Object.values(base)).size).toBe(5);
  });

  it("serves each build's own files with the build's cache headers", async () => {
    for (const name of REMOTES) {
      const entry = await fetch(`${base[name]}/remoteEntry.js`);
      expect(await entry.text()).toBe(`/* entry of ${name} */`);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
      const chunk = await fetch(`${base[name]}/main.3dc0ea3f.js`);
      expect(await chunk.text()).toBe(`/* ${name} */`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("answers the shell's client routes with its page, and a remote's unknown paths with 404", async () => {
    const page = await fetch(`${base.shell}/collection`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shop</title>');
    const config = await fetch(`${base.shell}/runtime-config.json`);
    expect(await config.json()).toEqual({ apiBase: '', remotes: {} });
    for (const name of REMOTES) {
      expect((await fetch(`${base[name]}/collection`)).status).toBe(404);
    }
  });

  it("passes the shell's /api and /uploads on to the gateway, and no remote's", async () => {
    const answer = await fetch(`${base.shell}/api/product?page=2`);
    expect(await answer.json()).toEqual({ gateway: '/api/product?page=2' });
    expect(await (await fetch(`${base.shell}/uploads/a.webp`)).json()).toEqual({
      gateway: '/uploads/a.webp',
    });
    expect((await fetch(`${base['mf-catalog']}/api/product`)).status).toBe(404);
  });

  it('stops and starts one frontend while the others keep answering', async () => {
    const port = await sites['mf-admin'].listening;
    await sites['mf-admin'].stop();
    await expect(fetch(`${base['mf-admin']}/remoteEntry.js`)).rejects.toThrow();
    expect((await fetch(`${base['mf-catalog']}/remoteEntry.js`)).status).toBe(200);

    sites['mf-admin'] = server.open({
      name: 'mf-admin',
      root: path.join(dir, 'mf-admin', 'dist'),
      port,
    });
    expect(await sites['mf-admin'].listening).toBe(port);
    expect((await fetch(`${base['mf-admin']}/remoteEntry.js`)).status).toBe(200);
  });

  it('names a port another program holds, as the launcher expects', async () => {
    const taken = server.open({
      name: 'mf-account',
      root: path.join(dir, 'mf-account', 'dist'),
      port: await sites['mf-catalog'].listening,
    });
    await expect(taken.listening).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
