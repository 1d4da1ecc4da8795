import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { natsNamespace, startPlatform } from '../platform/launch.cjs';

describe('the launcher', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'launcher-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  describe('gives each platform its own NATS namespace', () => {
    it('derived from its data folder, so two checkouts never share one', () => {
      const one = natsNamespace(path.join(root, 'one/.data'));
      const two = natsNamespace(path.join(root, 'two/.data'));
      expect(one).toMatch(/^ll-[0-9a-f]{10}$/);
      expect(two).toMatch(/^ll-[0-9a-f]{10}$/);
      expect(one).not.toBe(two);
    });

    it('the same for one folder however it is reached', () => {
      const data = path.join(root, 'shop/.data');
      mkdirSync(data, { recursive: true });
      symlinkSync(path.join(root, 'shop'), path.join(root, 'link'));
      expect(natsNamespace(path.join(root, 'link/.data'))).toBe(natsNamespace(data));
    });

    it('or the one NATS_NAMESPACE names', () => {
      expect(natsNamespace(path.join(root, '.data'), 'demo-1')).toBe('demo-1');
      expect(() => natsNamespace(path.join(root, '.data'), 'a.b')).toThrow(
        "NATS_NAMESPACE must be 1-32 lower-case letters, digits or '-', got 'a.b'",
      );
    });
  });

  it('refuses fixed ports another program holds, in one line, before starting anything', async () => {
    const holders: Server[] = await Promise.all(
      [0, 0].map(
        () =>
          new Promise<Server>((resolve) => {
            const server = createServer();
            server.listen(0, () => resolve(server));
          }),
      ),
    );
    const [shell, gateway] = holders.map((h) => (h.address() as { port: number }).port);
    try {
      await expect(
        startPlatform({ ports: { shell, gateway }, dataDir: root, natsPort: 0, quiet: true }),
      ).rejects.toThrow(
        `ports ${shell} (SHELL_PORT), ${gateway} (GATEWAY_PORT) in use by another program (is the shop already running?): stop it, or set those variables to free ports`,
      );
    } finally {
      holders.forEach((h) => h.close());
    }
  });

  it('needs the services to log at info level to read back the ports they took', async () => {
    await expect(
      startPlatform({
        ports: { catalog: 0 },
        dataDir: root,
        natsPort: 0,
        env: { LOG_LEVEL: 'warn' },
        quiet: true,
      }),
    ).rejects.toThrow('LOG_LEVEL=warn hides the "listening on" line');
  });
});
