// What the monitoring test checks each query against: the metrics the apps document
// (docs/operations.md, "Observing the shop") with their labels, those of the exporters the shop
// runs or expects, and the scrape jobs the PodMonitors make.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IPodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import { openApiDocument } from '@shop/contracts/openapi';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { readExpression } from './promql';
import { REPO } from './overlays.fixture';

/** Labels Prometheus gives every series from the target it scraped (Prometheus Operator's). */
const TARGET_LABELS = ['namespace', 'job', 'pod', 'container', 'endpoint', 'instance'];

/** A metric's series names and the labels a query may match on. */
type Catalogue = Map<string, Set<string>>;

const OPERATIONS_DOC = readFileSync(path.join(REPO, 'docs/operations.md'), 'utf8');
const METRICS_TABLE = /^## Observing the shop$([\s\S]*?)^## /m.exec(OPERATIONS_DOC)![1];
const METRIC_ROW = /^\| `([a-z_:]+)`( \(histogram\))? \|([^|]*)\|/gm;

/** The metrics the apps document (docs/operations.md, "Observing the shop"), by name. */
export const DOCUMENTED_METRICS = [...METRICS_TABLE.matchAll(METRIC_ROW)].map(([, name]) => name);

/** The documented metrics' series, each with its labels: a histogram's three. */
function documentedSeries(): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const [, name, histogram, labelColumn] of METRICS_TABLE.matchAll(METRIC_ROW)) {
    // The label names, without the examples of their values in brackets.
    const labels = [...labelColumn.replace(/\([^)]*\)/g, '').matchAll(/`([a-z_]+)`/g)].map(
      ([, label]) => label,
    );
    const all = new Set([...labels, ...TARGET_LABELS]);
    if (!histogram) catalogue.set(name, all);
    else {
      catalogue.set(`${name}_bucket`, new Set([...all, 'le']));
      catalogue.set(`${name}_count`, all);
      catalogue.set(`${name}_sum`, all);
    }
  }
  return catalogue;
}

/** prom-client's default metrics, as every app's process serves them. */
function nodeMetrics(): Catalogue {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const names = registry.getMetricsAsArray().flatMap((metric) => {
    const { name, type } = metric as unknown as { name: string; type: string };
    return type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name];
  });
  return new Map(names.map((name) => [name, new Set(TARGET_LABELS)]));
}

/** The exporters' metrics the alerts and the dashboard read, by exporter. */
const EXPORTER_METRICS: Record<string, string[]> = {
  // prometheus-nats-exporter with -prefix=nats (components/monitoring/nats-exporter.patch.yaml)
  'prometheus-nats-exporter': [
    'nats_varz_connections',
    'nats_varz_slow_consumers',
    'nats_stream_total_messages',
  ],
  // CloudNativePG's exporter in each instance, with its default queries
  cloudnativepg: ['cnpg_collector_up', 'cnpg_backends_total', 'cnpg_pg_replication_lag'],
  // kube-state-metrics, as kube-prometheus-stack runs it
  'kube-state-metrics': ['kube_deployment_status_replicas_unavailable'],
  // Prometheus itself, for every target
  prometheus: ['up'],
};

const KNOWN_METRICS: Catalogue = new Map([
  ...documentedSeries(),
  ...nodeMetrics(),
  ...Object.values(EXPORTER_METRICS)
    .map((names) => names.map((name) => [name, new Set(TARGET_LABELS)] as const))
    .flat(),
]);

/** The routes the gateway labels its requests with: the API document's, `{id}` as `:id`. */
const DOCUMENTED_ROUTES = new Set(
  Object.keys(openApiDocument().paths ?? {}).map((route) => route.replace(/\{(\w+)\}/g, ':$1')),
);

/** The `job` a PodMonitor gives its targets: the value of its jobLabel on the pods it selects. */
export function jobOf(monitor: IPodMonitor): string | undefined {
  const { jobLabel, selector } = monitor.spec;
  return jobLabel ? selector.matchLabels?.[jobLabel] : undefined;
}

/** The names a regular expression matcher spells out (`a|b`), leaving out those with patterns. */
function plainAlternatives(value: string): string[] {
  return value.split('|').filter((each) => !/[.*+?()[\]{}^$\\]/.test(each));
}

/**
 * What is wrong with a query, empty when nothing is: it parses; each series it selects is a
 * known metric, matched on labels the metric has, in `namespace`, of one of `jobs`, on routes
 * the gateway labels requests with.
 */
export function queryProblems(
  expr: string,
  { namespace, jobs }: { namespace: string; jobs: string[] },
): string[] {
  const { errors, selectors } = readExpression(expr);
  const problems = errors.map((at) => `does not parse at ${at}`);
  for (const { metric, matchers } of selectors) {
    const labels = KNOWN_METRICS.get(metric);
    if (!labels) {
      problems.push(`${metric} is no metric the apps or the exporters serve`);
      continue;
    }
    for (const { label, op, value } of matchers) {
      if (!labels.has(label)) problems.push(`${metric} has no label ${label}`);
      if (label === 'job' && op !== '!=' && op !== '!~') {
        for (const job of op === '=' ? [value] : plainAlternatives(value)) {
          if (!jobs.includes(job)) problems.push(`${metric}: no scrape job ${job}`);
        }
      }
      if (label === 'route' && (op === '=' || op === '=~')) {
        for (const route of op === '=' ? [value] : plainAlternatives(value)) {
          if (!DOCUMENTED_ROUTES.has(route)) problems.push(`${metric}: no route ${route}`);
        }
      }
    }
    if (!matchers.some((m) => m.label === 'namespace' && m.op === '=' && m.value === namespace)) {
      problems.push(`${metric} is not read in namespace ${namespace}`);
    }
  }
  return problems;
}
