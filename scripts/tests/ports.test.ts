import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import {
  CHOSEN_PORTS,
  choosePort,
  listeningPort,
  metricsPort,
  waitForListeningPort,
  withChosenPort,
} from '../platform/ports.cjs';
import { STATIC_SERVER } from './processes';

const EPHEMERAL_PORTS_START = 32768;

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

describe('ports chosen before a server starts', () => {
  it('lie below the range where the kernel places outgoing connections', () => {
    expect(CHOSEN_PORTS.max).toBeLessThan(EPHEMERAL_PORTS_START);
    const chosen = Array.from({ length: 200 }, () => choosePort());
    for (const port of chosen) {
      expect(port).toBeGreaterThanOrEqual(CHOSEN_PORTS.min);
      expect(port).toBeLessThanOrEqual(CHOSEN_PORTS.max);
    }
    expect(new Set(chosen).size).toBe(chosen.length);
  });

  it('are replaced by another when the first one turns out to be taken', async () => {
    const holder = await occupy(0);
    const { port: taken } = holder.address() as { port: number };
    const tried: number[] = [];
    try {
      // The first attempt meets a port another program holds, as a chosen one may.
      const server = await withChosenPort((port) => {
        tried.push(port);
        return occupy(tried.length === 1 ? taken : port);
      });
      const { port } = server.address() as { port: number };
      server.close();
      expect(tried).toHaveLength(2);
      expect(port).toBe(tried[1]);
    } finally {
      holder.close();
    }
  });

  it('are not retried on a failure other than a taken port', async () => {
    const start = jest.fn(() => Promise.reject(new Error('no such file')));
    await expect(withChosenPort(start)).rejects.toThrow('no such file');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('ports a server took itself', () => {
  it("are read from each server's listening line", () => {
    expect(
      listeningPort(
        '{"level":"info","service":"order","msg":"order listening on http://127.0.0.1:41234","address":"http://127.0.0.1:41234"}',
      ),
    ).toBe(41234);
    expect(listeningPort('[static-server] shell/dist listening on http://localhost:40001')).toBe(
      40001,
    );
    expect(
      listeningPort(
        '[41] 2025/01/02 10:00:00.000000 [INF] Listening for client connections on 127.0.0.1:45678',
      ),
    ).toBe(45678);
    expect(listeningPort('[static-server] listening on http://[::]:4300')).toBe(4300);
    expect(listeningPort('Starting nats-server')).toBeUndefined();
  });

  it("are read from a service's or the gateway's metrics line, never from its listening line", () => {
    expect(
      metricsPort(
        '{"level":"info","service":"catalog","msg":"metrics on http://127.0.0.1:41235/metrics"}',
      ),
    ).toBe(41235);
    expect(
      metricsPort(
        '{"level":"info","service":"order","msg":"order listening on http://127.0.0.1:41234","address":"http://127.0.0.1:41234"}',
      ),
    ).toBeUndefined();
    expect(
      listeningPort(
        '{"level":"info","service":"catalog","msg":"metrics on http://127.0.0.1:41235/metrics"}',
      ),
    ).toBeUndefined();
  });

  it('come back from a server started on port 0', async () => {
    const child = spawn(process.execPath, [STATIC_SERVER, '--dir', __dirname, '--port', '0']);
    try {
      const port = await waitForListeningPort(child, { timeoutMs: 10000 });
      const res = await fetch(`http://127.0.0.1:${port}/ports.test.ts`);
      expect(res.status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('are reported as taken when a server on a fixed port cannot bind it', async () => {
    const holder = await occupy(0);
    const { port } = holder.address() as { port: number };
    const child = spawn(process.execPath, [
      STATIC_SERVER,
      '--dir',
      __dirname,
      '--port',
      String(port),
    ]);
    try {
      await expect(waitForListeningPort(child, { timeoutMs: 10000 })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      holder.close();
    }
  });
});
