// NATS in each overlay, and what every pod is given: security contexts, resources, the time to
// shut down, and the Secrets it reads.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { SHUTDOWN_DEADLINE_MS } from '@shop/service-kit';
import { findTool } from '../../scripts/platform/system-deps.cjs';
import { containerPort, podSpec, renderedSecrets, secretsRead, selects } from './rendered';
import {
  describeOverlays,
  COMPOSE,
  deployment,
  httpGet,
  mainContainer,
  scratchFile,
  secretsOf,
} from './overlays.fixture';

describeOverlays((overlay, r) => {
  describe('NATS', () => {
    const nats = () => r().get<IStatefulSet>('StatefulSet', 'nats');
    const config = () => {
      const volume = podSpec(nats()).volumes?.find((v) => v.name === 'config');
      return r().configMap(volume!.configMap!.name!.replace(/-[a-z0-9]{10}$/, '')).data![
        'nats.conf'
      ];
    };

    it('three servers in one JetStream cluster, each with a volume of its own', () => {
      const spec = nats().spec!;
      expect(spec.replicas).toBe(3);
      const headless = r().get<IService>('Service', spec.serviceName!);
      expect(headless.spec).toMatchObject({ clusterIP: 'None', publishNotReadyAddresses: true });
      // Production runs the metrics exporter beside it (overlays-monitoring.test.ts).
      const container = podSpec(nats()).containers.find((c) => c.name === 'nats')!;
      const clusterPort = containerPort(container, 'cluster');
      const routes = /routes:\s*\[([^\]]*)\]/.exec(config())![1].trim().split(/\s+/);
      expect(routes).toEqual(
        [0, 1, 2].map((i) => `nats://nats-${i}.${spec.serviceName}:${clusterPort}`),
      );
      const jetstream = /jetstream\s*\{([^}]*)\}/.exec(config())![1];
      const storeDir = /store_dir:\s*(\S+)/.exec(jetstream)![1];
      const template = spec.volumeClaimTemplates?.find(
        (claim) =>
          claim.metadata?.name ===
          container.volumeMounts?.find((m) => m.mountPath === storeDir)?.name,
      );
      expect(template?.spec?.accessModes).toEqual(['ReadWriteOnce']);
      expect(template?.spec?.resources?.requests?.storage).toBeDefined();
      expect(jetstream).toMatch(/max_file_store:\s*\d+GB/);
      expect(config()).toMatch(/server_name:\s*\$SERVER_NAME/);
      expect(container.env).toContainEqual({
        name: 'SERVER_NAME',
        valueFrom: { fieldRef: { fieldPath: 'metadata.name' } },
      });
      const pdb = r().pdbs.find((p) =>
        selects(p.spec?.selector?.matchLabels, spec.template.metadata!.labels!),
      );
      expect(pdb?.spec?.maxUnavailable).toBe(1);
      expect(httpGet(container, 'readinessProbe').path).toMatch(/^\/healthz/);
    });

    const natsServer = findTool('nats-server');
    (natsServer ? it : it.skip)('nats-server accepts its configuration', () => {
      const file = scratchFile(`nats-${overlay}.conf`);
      writeFileSync(file, config());
      const check = spawnSync(natsServer!, ['-c', file, '-t'], {
        env: { SERVER_NAME: 'nats-0' },
        encoding: 'utf8',
      });
      expect(check.stderr.trim()).toMatch(/is valid$/);
      expect(check.status).toBe(0);
    });
    if (!natsServer)
      console.warn('nats-server is not installed: its check of nats.conf is skipped');
  });

  describe('every pod', () => {
    it('runs as docker compose runs the apps: read-only, not root, no capabilities', () => {
      for (const workload of r().workloads) {
        const spec = podSpec(workload);
        expect(spec.securityContext).toMatchObject({ runAsNonRoot: true });
        expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
        expect(spec.enableServiceLinks).toBe(false);
        expect(spec.automountServiceAccountToken).toBe(false);
        for (const container of spec.containers) {
          expect(container.securityContext).toEqual({
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
          });
          const volumes = new Set(spec.volumes?.map((v) => v.name));
          for (const claim of (workload as IStatefulSet).spec?.volumeClaimTemplates ?? []) {
            volumes.add(claim.metadata!.name!);
          }
          for (const mount of container.volumeMounts ?? []) expect(volumes).toContain(mount.name);
        }
      }
    });

    it('asks for CPU and memory and is bounded in memory', () => {
      for (const workload of r().workloads) {
        for (const container of podSpec(workload).containers) {
          expect(container.resources?.requests).toEqual({
            cpu: expect.any(String),
            memory: expect.any(String),
          });
          expect(container.resources?.limits?.memory).toEqual(expect.any(String));
        }
      }
    });

    it("outlasts each app's shutdown: preStop, then the deadline, within the grace period", () => {
      for (const app of COMPOSE) {
        const spec = podSpec(deployment(overlay, app.name));
        const container = mainContainer(deployment(overlay, app.name));
        const [command, seconds] = container.lifecycle?.preStop?.exec?.command ?? [];
        expect(command).toBe('sleep');
        expect(Number(seconds)).toBeGreaterThanOrEqual(3);
        expect(spec.terminationGracePeriodSeconds).toBeGreaterThan(
          Number(seconds) + SHUTDOWN_DEADLINE_MS / 1000,
        );
        // The root filesystem is read-only; the shell writes its runtime config to /tmp.
        expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
      }
    });

    it('reads the Secrets it needs, each there (local) or documented to be made (production)', () => {
      const needed = r().workloads.flatMap((w) => secretsRead(podSpec(w)));
      const cluster = r().cluster.spec;
      needed.push(
        ...cluster.managed.roles.map((role) => ({
          name: role.passwordSecret.name,
          optional: false,
        })),
        { name: cluster.bootstrap.initdb.secret.name, optional: false },
      );
      for (const { name, key, optional } of needed) {
        const values = secretsOf(overlay)(name);
        if (optional && overlay === 'local') continue;
        expect({ name, present: !!values }).toEqual({ name, present: true });
        if (key) expect(Object.keys(values!)).toContain(key);
      }
      if (overlay === 'production') {
        // Applying production never puts a placeholder over the Secrets made in the cluster.
        expect(r().secrets).toEqual([]);
      } else {
        const values = r().secrets.flatMap((secret) =>
          Object.values(renderedSecrets(r())(secret.metadata!.name!)!),
        );
        expect(values.filter((value) => /placeholder/i.test(value))).toEqual([]);
      }
    });
  });
});
