import { join } from 'node:path';
import { serviceNameOf, tracingRequested } from './tracing-settings';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');

describe('tracing settings', () => {
  it.each([
    ['services/identity/dist/main.js', 'identity'],
    ['services/catalog/dist/main.js', 'catalog'],
    ['services/order/dist/main.js', 'order'],
    ['services/analytics/dist/main.js', 'analytics'],
    ['gateway/dist/main.js', 'gateway'],
  ])('names the process started from %s %s', (entry, service) => {
    expect(serviceNameOf(join(ROOT, entry))).toBe(service);
  });

  it('asks for traces only where an OTLP endpoint is named', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(
      tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
    ).toBe(true);
  });
});
