import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as an OTLP/JSON export carries it, with the name of the service that sent it. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Absent on a trace's first span. */
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export interface OtlpReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: exporters post to `<url>/v1/traces`. */
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
type OtlpAttributes = Array<{ key: string; value: OtlpValue }> | undefined;
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttributes };
    scopeSpans?: Array<{
      spans?: Array<Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttributes }>;
    }>;
  }>;
}

/**
 * A trace collector as small as the tests need: an HTTP server on a free loopback port taking
 * OTLP/JSON exports (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) on POST /v1/traces and keeping
 * every span it is sent.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    void bodyOf(request).then(
      (body) => {
        spans.push(...spansOf(JSON.parse(body) as OtlpExport));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      (error: Error) => response.writeHead(400).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
}

function spansOf(exported: OtlpExport): ReceivedSpan[] {
  return (exported.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(valuesOf(resourceSpans.resource?.attributes)['service.name']);
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: valuesOf(span.attributes),
      })),
    );
  });
}

function valuesOf(attributes: OtlpAttributes): Record<string, unknown> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue,
    ]),
  );
}
