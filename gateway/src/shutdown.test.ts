import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createTestDatabaseUrl,
  startNatsServer,
  type TestDatabase,
  type TestNatsServer,
  type TypeScriptProcess,
} from '@shop/service-kit/testing';
import { startCatalogProcess, startGatewayProcess } from './testing/processes';

// Real processes, started from source: the catalog (with a probe route) and the gateway.
jest.setTimeout(90_000);

const CATALOG_WITH_PROBE = resolve(
  __dirname,
  '../../services/catalog/src/testing/catalog-with-probe.main.ts',
);
/** How long each probe request takes in the catalog, in turn: always some in flight. */
const PROBE_DELAYS_MS = [40, 80, 120, 160, 200];
const WORKERS = 12;

interface Outcome {
  id: string;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
  sentAt: number;
  doneAt: number;
}

/** Keep-alive requests through the gateway to the probe, WORKERS at a time, until stopped. */
function steadyLoad(gatewayUrl: string) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped) {
      const n = next++;
      const id = `load-${n}`;
      const sentAt = Date.now();
      let status = 0;
      try {
        const delay = PROBE_DELAYS_MS[n % PROBE_DELAYS_MS.length];
        const res = await fetch(`${gatewayUrl}/api/product/probe/${delay}`, {
          headers: { 'x-request-id': id },
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // Refused or reset: the request never got an answer.
      }
      outcomes.push({ id, status, sentAt, doneAt: Date.now() });
      if (status !== 200) await new Promise((r) => setTimeout(r, 10));
    }
  };
  const running = Array.from({ length: WORKERS }, worker);
  return {
    async answered(count: number) {
      while (outcomes.filter((o) => o.status === 200).length < count) {
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop(): Promise<Outcome[]> {
      stopped = true;
      await Promise.all(running);
      return outcomes;
    },
  };
}

describe('shutdown under load', () => {
  let nats: TestNatsServer;
  let database: TestDatabase;
  let workDir: string;
  const running: TypeScriptProcess[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    database = await createTestDatabaseUrl('catalog');
    workDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((process) => process.stop()));
    rmSync(join(workDir, 'arrivals'), { force: true });
  });
  afterAll(async () => {
    await nats?.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  function startCatalog(): TypeScriptProcess {
    const catalog = startCatalogProcess(CATALOG_WITH_PROBE, {
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      UPLOADS_DIR: join(workDir, 'uploads'),
      PROBE_ARRIVALS: join(workDir, 'arrivals'),
    });
    running.push(catalog);
    return catalog;
  }

  function startGateway(catalogUrl: string): TypeScriptProcess {
    // The load comes from one address, faster than any shopper.
    const gateway = startGatewayProcess(catalogUrl, { RATE_LIMIT_PER_MINUTE: '1000000' });
    running.push(gateway);
    return gateway;
  }

  /** The request ids the catalog accepted: its handler saw them. */
  function acceptedByCatalog(): Set<string> {
    const lines = readFileSync(join(workDir, 'arrivals'), 'utf8').split('\n');
    return new Set(lines.filter(Boolean));
  }

  it('a service stopped mid-load answers every request it had accepted', async () => {
    const catalog = startCatalog();
    const gateway = startGateway(await catalog.address);
    const load = steadyLoad(await gateway.address);
    await load.answered(50);

    const signalledAt = Date.now();
    const exit = await catalog.stop();
    await new Promise((r) => setTimeout(r, 300));
    const outcomes = await load.stop();

    const accepted = acceptedByCatalog();
    const acceptedOutcomes = outcomes.filter((o) => accepted.has(o.id));
    expect(acceptedOutcomes.filter((o) => o.status !== 200)).toEqual([]);
    // Some were in the catalog's hands when the signal came, and were still answered.
    const inFlight = acceptedOutcomes.filter(
      (o) => o.sentAt < signalledAt && o.doneAt > signalledAt,
    );
    expect(inFlight.length).toBeGreaterThan(0);
    // Those that came after it stopped listening got the gateway's clean 503.
    const turnedAway = outcomes.filter((o) => !accepted.has(o.id));
    expect(turnedAway.length).toBeGreaterThan(0);
    expect(turnedAway.filter((o) => o.status !== 503)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(catalog.output()).not.toMatch(/did not finish|failed/);
  });

  it('the gateway stopped mid-load finishes every request it had passed on', async () => {
    const catalog = startCatalog();
    const gateway = startGateway(await catalog.address);
    const load = steadyLoad(await gateway.address);
    await load.answered(50);

    const signalledAt = Date.now();
    const exit = await gateway.stop();
    const outcomes = await load.stop();

    const accepted = acceptedByCatalog();
    const passedOn = outcomes.filter((o) => accepted.has(o.id));
    expect(passedOn.filter((o) => o.status !== 200)).toEqual([]);
    expect(passedOn.filter((o) => o.doneAt > signalledAt).length).toBeGreaterThan(0);
    // Refused connections (0) or the closing gateway's 503: never an answer cut short.
    expect(outcomes.filter((o) => ![200, 503, 0].includes(o.status))).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
  });

  it('a service with NATS unreachable still shuts down completely within the deadline', async () => {
    const catalog = startCatalog();
    await catalog.address;
    // Where NATS was, a port that takes connections and never answers: the NATS handshake (and
    // with it draining) waits, as it does for a server gone from the network.
    await nats.down();
    const silent = await holdConnectionsSilently(nats.port);
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      const exit = await catalog.stop();

      expect(exit).toEqual({ code: 0, signal: null });
      expect(catalog.output()).toMatch(/Shutdown: closing events, NATS and the database done/);
      expect(catalog.output()).toMatch(/database closed/);
    } finally {
      await silent.close();
      await nats.up();
    }
  });
});

async function holdConnectionsSilently(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
