// Monitoring in each overlay. Every service and the gateway serve their metrics on a port named
// `metrics` that no Service leads to. Production alone (a local cluster has no Prometheus
// Operator) has the operator's objects: a PodMonitor for each app, NATS and PostgreSQL, picking
// the pods that serve the port it names; the alerts, each with what to do, checked and tested by
// promtool; and the Grafana dashboard, each of whose queries parses and reads metrics that exist.
import { spawnSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { IPodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import type { IPrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { metricsPortOf } from '@shop/service-kit';
import { containerPort, podSpec, selects } from './rendered';
import {
  BACKENDS,
  deployment,
  describeOverlays,
  mainContainer,
  scratchFile,
  settingsOf,
} from './overlays.fixture';
import { DOCUMENTED_METRICS, jobOf, queryProblems } from './monitoring.fixture';
import { readExpression } from './promql';
import { findPromtool } from './promtool';

const MONITORING = path.join(__dirname, 'components/monitoring');
const PROMETHEUS_OPERATOR_KINDS = ['PodMonitor', 'PrometheusRule'];

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { x: number; w: number };
  targets?: { expr: string }[];
}

interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; current?: { value: string } }[] };
}

/** A dashboard query as Grafana sends it, its variables given values. */
function asSent(expr: string, namespace: string): string {
  return expr
    .replaceAll('$__rate_interval', '5m')
    .replaceAll('$namespace', namespace)
    .replaceAll('$job', '.*');
}

const promtool = findPromtool();

describeOverlays((overlay, r) => {
  const namespace = () => deployment(overlay, 'gateway').metadata!.namespace!;
  const natsServer = () => r().get<IStatefulSet>('StatefulSet', 'nats');

  describe('metrics', () => {
    it.each(Object.keys(BACKENDS))(
      '%s: serves them on its port named metrics, which no Service leads to',
      (name) => {
        const { config, container } = settingsOf(overlay, name);
        const port = containerPort(container, 'metrics');
        expect(metricsPortOf(config.METRICS_PORT as never, config.NODE_ENV as never)).toBe(port);
        for (const service of r().servicesOf(deployment(overlay, name))) {
          for (const each of service.spec?.ports ?? []) {
            expect([each.targetPort, each.port]).not.toContain('metrics');
            expect(containerPort(container, each.targetPort ?? each.port)).not.toBe(port);
          }
        }
      },
    );
  });

  if (overlay === 'local') {
    it('has no monitors, alerts, dashboard or NATS exporter: a local cluster has no Prometheus', () => {
      expect(r().objects.filter((o) => PROMETHEUS_OPERATOR_KINDS.includes(o.kind))).toEqual([]);
      expect(() => r().configMap('shop-dashboard')).toThrow();
      expect(podSpec(natsServer()).containers.map((c) => c.name)).toEqual(['nats']);
    });
    return;
  }

  describe('the monitors', () => {
    const monitors = () => r().all<IPodMonitor>('PodMonitor');
    const jobs = () => monitors().map((monitor) => jobOf(monitor)!);

    it('scrape the port named metrics at /metrics, each target named after its app', () => {
      for (const monitor of monitors()) {
        expect(monitor.spec.podMetricsEndpoints).toEqual([{ port: 'metrics', path: '/metrics' }]);
        // The job is read off the pods, so every target of a monitor has one and the same.
        expect(jobOf(monitor)).toBeDefined();
        expect(monitor.spec.namespaceSelector).toBeUndefined();
      }
      expect(new Set(jobs()).size).toBe(monitors().length);
    });

    it('pick the pods of every service, the gateway and NATS, which serve that port', () => {
      const picked = monitors().flatMap((monitor) => {
        const workloads = r().workloads.filter((workload) =>
          selects(monitor.spec.selector.matchLabels, workload.spec!.template.metadata!.labels!),
        );
        return workloads.map((workload) => {
          const ports = podSpec(workload).containers.flatMap((c) => c.ports ?? []);
          expect(ports.filter((port) => port.name === 'metrics')).toHaveLength(1);
          return workload.metadata!.name;
        });
      });
      expect(picked.sort()).toEqual([...Object.keys(BACKENDS), 'nats'].sort());
      for (const name of Object.keys(BACKENDS)) {
        expect(mainContainer(deployment(overlay, name)).ports).toContainEqual({
          name: 'metrics',
          containerPort: 9464,
        });
      }
    });

    it("pick PostgreSQL's instances, which CloudNativePG labels with their Cluster", () => {
      const cluster = r().cluster.metadata.name;
      const postgres = monitors().filter((m) => m.spec.selector.matchLabels?.['cnpg.io/cluster']);
      expect(postgres.map((monitor) => monitor.spec.selector)).toEqual([
        { matchLabels: { 'cnpg.io/cluster': cluster } },
      ]);
      expect(jobOf(postgres[0])).toBe(cluster);
    });

    it('read NATS through the exporter beside each server, on its monitoring port', () => {
      const containers = podSpec(natsServer()).containers;
      const server = containers.find((c) => c.name === 'nats')!;
      const exporter = containers.find((c) => c.name !== 'nats')!;
      expect(exporter.image).toMatch(/^natsio\/prometheus-nats-exporter:\d+\.\d+\.\d+$/);
      const monitorPort = containerPort(server, 'monitor');
      expect(exporter.args?.at(-1)).toBe(`http://localhost:${monitorPort}/`);
      expect(exporter.args).toEqual(
        expect.arrayContaining([
          `-port=${containerPort(exporter, 'metrics')}`,
          '-varz',
          '-jsz=all',
          '-prefix=nats',
        ]),
      );
    });
  });

  describe('the alerts', () => {
    const rules = () => r().get<IPrometheusRule>('PrometheusRule', 'shop-alerts');
    const alerts = () => (rules().spec.groups ?? []).flatMap((group) => group.rules ?? []);
    const jobs = () =>
      r()
        .all<IPodMonitor>('PodMonitor')
        .map((monitor) => jobOf(monitor)!);

    it('each wait a while, say how grave they are, what they mean and what to do', () => {
      expect(alerts().length).toBeGreaterThanOrEqual(7);
      for (const alert of alerts()) {
        expect({ alert: alert.alert, for: alert.for }).toEqual({
          alert: expect.stringMatching(/^Shop[A-Za-z]+$/),
          for: expect.stringMatching(/^\d+[smh]$/),
        });
        expect(['critical', 'warning']).toContain(alert.labels?.severity);
        expect(alert.annotations?.summary).toEqual(expect.any(String));
        expect(alert.annotations?.description?.length).toBeGreaterThan(200);
      }
    });

    it("each read the apps' and exporters' metrics, by their labels, in the shop's namespace", () => {
      for (const alert of alerts()) {
        const expr = String(alert.expr);
        const problems = queryProblems(expr, { namespace: namespace(), jobs: jobs() });
        expect({ alert: alert.alert, problems }).toEqual({ alert: alert.alert, problems: [] });
      }
      expect(rules().metadata?.namespace).toBe(namespace());
    });

    (promtool.path ? it : it.skip)('pass promtool check rules', () => {
      const file = scratchFile('shop-alerts.yaml');
      writeFileSync(file, stringify({ groups: rules().spec.groups }));
      const check = spawnSync(promtool.path!, ['check', 'rules', file], { encoding: 'utf8' });
      expect(check.stdout).toContain(`SUCCESS: ${alerts().length} rules found`);
      expect(check.status).toBe(0);
    });

    (promtool.path ? it : it.skip)(
      "fire as promtool's tests of them expect (shop-alerts.promtest.yaml)",
      () => {
        // The file's rules are these, less the descriptions (see the file's head).
        const groups = (rules().spec.groups ?? []).map((group) => ({
          ...group,
          rules: (group.rules ?? []).map(({ annotations, ...rule }) => ({
            ...rule,
            annotations: { summary: annotations!.summary },
          })),
        }));
        writeFileSync(scratchFile('shop-alerts.rules.yaml'), stringify({ groups }));
        const tests = scratchFile('shop-alerts.promtest.yaml');
        copyFileSync(path.join(MONITORING, 'shop-alerts.promtest.yaml'), tests);
        const run = spawnSync(promtool.path!, ['test', 'rules', tests], { encoding: 'utf8' });
        expect(`${run.stdout}${run.stderr}`).toMatch(/SUCCESS/);
        expect(run.status).toBe(0);
      },
    );
    if (promtool.missing)
      console.warn(`${promtool.missing}: the alerts' promtool checks are skipped`);
  });

  describe('the dashboard', () => {
    const map = () => r().configMap('shop-dashboard');
    const dashboard = () => JSON.parse(map().data!['shop-dashboard.json']) as Dashboard;
    const panels = () => dashboard().panels.filter((panel) => panel.type !== 'row');
    const jobs = () =>
      r()
        .all<IPodMonitor>('PodMonitor')
        .map((monitor) => jobOf(monitor)!);

    it("is a ConfigMap of one name for good, which Grafana's sidecar loads", () => {
      expect(map().metadata?.name).toBe('shop-dashboard');
      expect(map().metadata?.labels).toMatchObject({ grafana_dashboard: '1' });
      expect(Object.keys(map().data!)).toEqual(['shop-dashboard.json']);
      expect(dashboard().uid).toMatch(/^[a-z0-9-]{1,40}$/);
      const variables = dashboard().templating.list;
      expect(variables.find((v) => v.name === 'namespace')?.current?.value).toBe(namespace());
    });

    it("lays out panels of their own, each asking the dashboard's Prometheus", () => {
      const ids = dashboard().panels.map((panel) => panel.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const panel of panels()) {
        expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
        expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
        expect(panel.targets?.length).toBeGreaterThan(0);
      }
    });

    it("queries the apps' and exporters' metrics, by their labels, in the chosen namespace", () => {
      for (const panel of panels()) {
        for (const { expr } of panel.targets!) {
          const sent = asSent(expr, namespace());
          expect(sent).not.toContain('$');
          const problems = queryProblems(sent, { namespace: namespace(), jobs: jobs() });
          expect({ panel: panel.title, problems }).toEqual({ panel: panel.title, problems: [] });
        }
      }
    });

    it('draws every metric the apps document', () => {
      const drawn = new Set(
        panels().flatMap((panel) =>
          panel.targets!.flatMap(({ expr }) =>
            readExpression(asSent(expr, namespace())).selectors.map(({ metric }) =>
              metric.replace(/_(bucket|count|sum)$/, ''),
            ),
          ),
        ),
      );
      expect(DOCUMENTED_METRICS.length).toBeGreaterThan(10);
      expect(DOCUMENTED_METRICS.filter((name) => !drawn.has(name))).toEqual([]);
    });
  });
});
