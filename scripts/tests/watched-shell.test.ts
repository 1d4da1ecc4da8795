import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontendServer } from '../platform/frontend-server.cjs';
import { watchedShell } from '../platform/watched-shell.cjs';

const SHELL_DIR = path.resolve(__dirname, '../../shell');
// A development build of the shell, both halves, on two busy cores.
const FIRST_BUILD_MS = 120_000;

describe("npm run dev's shell", () => {
  let dir: string;
  let gateway: Server;
  let shell: ReturnType<typeof watchedShell>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'watched-shell-'));
    // The gateway, answering every read as one that is down: the shell's own pages need none.
    gateway = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'down' }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const apiUpstreamFile = path.join(dir, 'api-upstream');
    writeFileSync(
      apiUpstreamFile,
      `http://127.0.0.1:${(gateway.address() as { port: number }).port}`,
    );
    const runtimeConfig = path.join(dir, 'runtime-config.json');
    writeFileSync(runtimeConfig, JSON.stringify({ apiBase: '', remotes: {} }));
    const root = path.join(dir, 'dist');
    const frontends = frontendServer({ env: {}, quiet: true });
    shell = watchedShell({
      frontend: { name: 'shell', dir: SHELL_DIR },
      root,
      env: {},
      quiet: true,
      serve: () =>
        frontends.open({ name: 'shell', root, port: 0, spa: true, runtimeConfig, apiUpstreamFile }),
    });
    base = `http://127.0.0.1:${await shell.listening}`;
  }, FIRST_BUILD_MS);

  afterAll(async () => {
    await shell?.stop();
    await new Promise((resolve) => gateway.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves its pages rendered on the server, from a development build of both halves', async () => {
    const answer = await fetch(`${base}/about`);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('<script id="shop-page-state" type="application/json">');
    expect(page).toMatch(/<h1[^>]*>[^<]*Made slowly, made to last/);
    // Unhashed names: the development build, which the browser and the server render alike. The
    // page preloads the shell's script and starts it once painted.
    expect(page).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.js" />',
    );
    expect(page).toContain('var sources = ["/main.js"]');
    expect(existsSync(path.join(dir, 'dist/server/server.js'))).toBe(true);
  });

  it('answers an unknown page 404, rendered', async () => {
    const answer = await fetch(`${base}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('id="shop-page-state"');
  });

  it('stops the watching build with the site', async () => {
    await shell.stop();
    expect(shell.child.exitCode !== null || shell.child.signalCode !== null).toBe(true);
    await expect(fetch(`${base}/about`)).rejects.toThrow();
  });
});
