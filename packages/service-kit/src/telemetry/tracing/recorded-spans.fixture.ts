import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { useFixture } from '../../testing/use-fixture';

export type RecordedSpan = tracing.ReadableSpan;

export interface RecordedSpans {
  /** The spans ended so far. */
  ended(): RecordedSpan[];
  /** The one ended span of that name; fails listing them all otherwise. */
  named(name: string): RecordedSpan;
}

/**
 * The SDK as a process starts it (its context manager on AsyncLocalStorage, W3C propagation),
 * keeping the spans in memory instead of sending them, for the tests around it. It patches
 * nothing: a test's own calls make the spans.
 */
export function useRecordedSpans(): RecordedSpans {
  const exporter = new tracing.InMemorySpanExporter();
  useFixture(
    async () => {
      const sdk = new NodeSDK({
        spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
        metricReaders: [],
        logRecordProcessors: [],
        instrumentations: [],
      });
      sdk.start();
      return { sdk };
    },
    ({ sdk }) => sdk.shutdown(),
  );
  afterEach(() => exporter.reset());
  const ended = () => exporter.getFinishedSpans();
  return {
    ended,
    named(name) {
      const found = ended().filter((span) => span.name === name);
      if (found.length !== 1)
        throw new Error(`${found.length} spans named ${name} in: ${ended().map((s) => s.name)}`);
      return found[0];
    },
  };
}
