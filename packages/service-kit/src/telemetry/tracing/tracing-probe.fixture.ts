// Started as a process's entry point is (tracing first, then what it patches), it prints what
// tracing did to the process: for register.test.ts.
import '@shop/service-kit/tracing';
import http from 'node:http';
import { sep } from 'node:path';
import { ProxyTracerProvider, trace } from '@opentelemetry/api';
import express from 'express';
import pg from 'pg';

/** shimmer, which every instrumentation patches with, marks what it wrapped. */
const patched = (method: unknown) =>
  typeof (method as { __original?: unknown }).__original === 'function';

const marker = `${sep}@opentelemetry${sep}`;
const openTelemetryPackages = new Set(
  Object.keys(require.cache)
    .filter((file) => file.includes(marker))
    .map((file) => file.slice(file.lastIndexOf(marker) + marker.length).split(sep)[0]),
);
const provider = trace.getTracerProvider();

process.stdout.write(
  JSON.stringify({
    tracerProvider: (provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider)
      .constructor.name,
    patched: {
      http: patched(http.request),
      express: patched(express.Router().route),
      pg: patched(pg.Client.prototype.query),
    },
    openTelemetryPackages: [...openTelemetryPackages].sort(),
  }) + '\n',
);
process.exit(0);
