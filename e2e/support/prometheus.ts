import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withChosenPort } from '../../scripts/platform/ports.cjs';

const READY_TIMEOUT_MS = 30_000;

/** One series of an instant query's answer. */
export interface PromSeries {
  metric: Record<string, string>;
  value: number;
}

export interface RunningPrometheus {
  url: string;
  /** An instant query through the HTTP API (`/api/v1/query`). */
  query(expression: string): Promise<PromSeries[]>;
  stop(): Promise<void>;
}

/**
 * Prometheus scraping the given processes every second, one job per app (`catalog#2` belongs to
 * the job `catalog`), on a port chosen below the ephemeral range (another is tried when taken),
 * its data in a folder of its own that stop() deletes.
 */
export async function startPrometheus(
  bin: string,
  metricsUrls: Record<string, string>,
): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prometheus-'));
  const jobs = new Map<string, string[]>();
  for (const [name, url] of Object.entries(metricsUrls)) {
    const job = name.split('#')[0];
    jobs.set(job, [...(jobs.get(job) ?? []), new URL(url).host]);
  }
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s' },
    scrape_configs: [...jobs].map(([job, targets]) => ({
      job_name: job,
      static_configs: [{ targets }],
    })),
  };
  // YAML takes JSON as it is.
  writeFileSync(path.join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
  try {
    const { child, url } = await withChosenPort((port) => launch(bin, dir, port));
    return {
      url,
      async query(expression) {
        const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
        const body = (await response.json()) as {
          status: string;
          error?: string;
          data?: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
        };
        if (body.status !== 'success') throw new Error(`${expression}: ${body.error}`);
        return body.data!.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
      },
      async stop() {
        await stopChild(child);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Starts Prometheus on `port` and waits until it says it is ready; rejects with what it wrote. */
async function launch(
  bin: string,
  dir: string,
  port: number,
): Promise<{ child: ChildProcess; url: string }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    bin,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`prometheus exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`prometheus not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
