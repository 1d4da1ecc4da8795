import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANY_PORT, findNatsServer, runNatsServer } from '../platform/nats.cjs';
import { isListening } from '../platform/ports.cjs';

describe('the nats-server the launcher starts', () => {
  const bin = findNatsServer() as string;
  let storeDir: string;
  const spawnServer = (args: string[]) => spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });

  beforeEach(() => {
    storeDir = mkdtempSync(path.join(tmpdir(), 'nats-launcher-'));
  });
  afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

  it('takes a port itself and names it', async () => {
    const { child, port } = await runNatsServer({ port: ANY_PORT, storeDir, spawnServer });
    try {
      expect(port).toBeGreaterThan(0);
      expect(await isListening(port)).toBe(true);
    } finally {
      child.kill();
    }
  });

  it('reports a taken port so that another can be tried', async () => {
    const holder: Server = await new Promise((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    const { port } = holder.address() as { port: number };
    try {
      await expect(runNatsServer({ port, storeDir, spawnServer })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      holder.close();
    }
  });
});
