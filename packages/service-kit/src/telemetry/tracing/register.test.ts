import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Each case starts a process from source.
jest.setTimeout(60_000);

const HOOK = join(__dirname, '..', '..', 'testing', 'run-typescript.cjs');
const PROBE = join(__dirname, 'tracing-probe.fixture.ts');
const COLLECTOR = 'http://127.0.0.1:4318';

interface ProbeReport {
  tracerProvider: string;
  patched: { http: boolean; express: boolean; pg: boolean };
  openTelemetryPackages: string[];
}

/** A process started the way each main.ts starts, with `env` as its only OTEL_* settings. */
async function probeProcess(env: Record<string, string>): Promise<ProbeReport> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')),
  );
  const { stdout } = await promisify(execFile)(process.execPath, ['-r', HOOK, PROBE], {
    env: { ...inherited, ...env },
  });
  return JSON.parse(stdout) as ProbeReport;
}

describe('starting tracing with the process', () => {
  it('loads no SDK and patches nothing when no collector is named', async () => {
    const report = await probeProcess({});
    expect(report).toEqual({
      tracerProvider: 'NoopTracerProvider',
      patched: { http: false, express: false, pg: false },
      // The API alone, whose calls do nothing without an SDK.
      openTelemetryPackages: ['api'],
    });
  });

  it('stays off when the SDK is disabled, or traces are not to be exported, with a collector named', async () => {
    const offs: Array<Record<string, string>> = [
      { OTEL_SDK_DISABLED: 'true' },
      { OTEL_TRACES_EXPORTER: 'none' },
    ];
    for (const off of offs) {
      const report = await probeProcess({ OTEL_EXPORTER_OTLP_ENDPOINT: COLLECTOR, ...off });
      expect(report.openTelemetryPackages).toEqual(['api']);
    }
  });

  it.each(['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])(
    'starts the SDK and patches HTTP, Express and pg before they load when %s is set',
    async (variable) => {
      const report = await probeProcess({ [variable]: COLLECTOR });
      expect(report.tracerProvider).not.toBe('NoopTracerProvider');
      expect(report.patched).toEqual({ http: true, express: true, pg: true });
      expect(report.openTelemetryPackages).toContain('sdk-node');
    },
  );
});
