// The services and the gateway in each overlay: probes, replicas and autoscaling, and the settings
// each starts on (read by its own configuration code), down to the databases and roles.
import { containerPort, podSpec, secretsRead, selects } from './rendered';
import {
  describeOverlays,
  BACKENDS,
  deployment,
  HELPER_VARIABLES,
  httpGet,
  LIVENESS_PATH,
  mainContainer,
  READINESS_PATH,
  reached,
  secretsOf,
  SERVICES,
  settingsOf,
  shopOrigin,
  url,
} from './overlays.fixture';

describeOverlays((overlay, r) => {
  describe('the services and the gateway', () => {
    it.each(Object.keys(BACKENDS))(
      '%s: probes /health/ready or /health/live on its port, a startup probe',
      (name) => {
        const container = mainContainer(deployment(overlay, name));
        const port = containerPort(container, 'http');
        expect(port).toBe(BACKENDS[name].port);
        const readiness = httpGet(container, 'readinessProbe');
        const liveness = httpGet(container, 'livenessProbe');
        expect(readiness.path).toBe(READINESS_PATH[name]);
        expect(liveness.path).toBe(LIVENESS_PATH);
        expect(containerPort(container, readiness.port)).toBe(port);
        expect(containerPort(container, liveness.port)).toBe(port);
        // Migrations (a second replica waits for the first's) come before the listener.
        const startup = container.startupProbe?.httpGet;
        expect(startup?.path).toBe(LIVENESS_PATH);
        const patience =
          (container.startupProbe!.periodSeconds ?? 10) *
          (container.startupProbe!.failureThreshold ?? 3);
        expect(patience).toBeGreaterThanOrEqual(60);
      },
    );

    it.each(Object.keys(BACKENDS))(
      '%s: replicas, a PDB, and in production an HPA on CPU',
      (name) => {
        const workload = deployment(overlay, name);
        const replicas = workload.spec!.replicas!;
        if (overlay === 'local') expect(replicas).toBe(1);
        else expect(replicas).toBeGreaterThanOrEqual(2);

        const labels = workload.spec!.template.metadata!.labels!;
        const pdbs = r().pdbs.filter((pdb) => selects(pdb.spec?.selector?.matchLabels, labels));
        expect(pdbs).toHaveLength(1);
        // Never blocks a drain with one replica; keeps one serving with two.
        expect(pdbs[0].spec).toMatchObject({ maxUnavailable: 1 });

        const hpas = r().hpas.filter((hpa) => hpa.spec?.scaleTargetRef.name === name);
        if (overlay === 'local') {
          expect(hpas).toEqual([]);
          return;
        }
        expect(hpas).toHaveLength(1);
        const { spec } = hpas[0];
        expect(spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
        expect(spec!.minReplicas).toBe(replicas);
        expect(spec!.maxReplicas).toBeGreaterThan(spec!.minReplicas!);
        expect(spec!.metrics).toEqual([
          {
            type: 'Resource',
            resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
          },
        ]);
        // Utilization is a share of the request.
        expect(mainContainer(workload).resources?.requests?.cpu).toBeDefined();
      },
    );

    it.each(Object.keys(BACKENDS))('%s: starts on the settings it is given', (name) => {
      const { env, config, container } = settingsOf(overlay, name);
      expect(config.HOST).toBe('0.0.0.0');
      expect(config.PORT).toBe(containerPort(container, 'http'));
      const nats = url(config.NATS_URL);
      expect(reached(overlay, nats)).toEqual({ workload: 'nats', containerPort: 4222 });
      // Every variable it is given is one of its settings (a misspelt name would be ignored).
      const known = new Set([...Object.keys(config), ...HELPER_VARIABLES[name]]);
      expect(Object.keys(env).filter((variable) => !known.has(variable))).toEqual([]);
    });

    it.each(SERVICES)('%s: its own database, through its own role, on the primary', (name) => {
      const { config, container } = settingsOf(overlay, name);
      expect(config.NODE_ENV).toBe('production');
      const database = url(config.DATABASE_URL);
      expect(database.protocol).toBe('postgres:');
      expect(`${database.hostname}:${database.port}`).toBe('shop-db-rw:5432');
      expect(database.pathname).toBe(`/${name}`);
      expect(database.username).toBe(name);

      const { cluster } = r();
      const secret = secretsRead(podSpec(deployment(overlay, name))).find(
        (s) => s.key === 'password',
      );
      const role = cluster.spec.managed.roles.find((each) => each.name === name);
      expect(role).toMatchObject({ ensure: 'present', login: true });
      expect(role!.passwordSecret.name).toBe(secret!.name);
      expect(secretsOf(overlay)(secret!.name)?.username).toBe(name);
      expect(decodeURIComponent(database.password)).toBe(
        secretsOf(overlay)(secret!.name)?.password,
      );
      expect(r().databases.filter((db) => db.spec.name === name)).toEqual([
        expect.objectContaining({
          spec: { cluster: { name: cluster.metadata.name }, name, owner: name },
        }),
      ]);
      expect(cluster.spec.postgresql.pg_hba).toContain(`host ${name} ${name} all scram-sha-256`);
      expect(container.envFrom?.some((from) => from.secretRef?.name === 'jwt-public-key')).toBe(
        true,
      );
    });

    it('each role reaches its own database alone', () => {
      const rules = r().cluster.spec.postgresql.pg_hba;
      expect(rules.at(-1)).toBe(`host all ${SERVICES.join(',')} all reject`);
      expect(r().cluster.spec.bootstrap.initdb).toEqual({
        database: 'identity',
        owner: 'identity',
        secret: { name: 'identity-database' },
      });
      expect(r().cluster.spec.instances).toBe(overlay === 'local' ? 1 : 3);
    });

    it('identity signs with the key whose public half every service checks', () => {
      const identity = settingsOf(overlay, 'identity').config;
      for (const name of SERVICES) {
        expect(settingsOf(overlay, name).config.JWT_PUBLIC_KEY).toBe(identity.JWT_PUBLIC_KEY);
      }
      expect(identity.ADMIN_PASSWORD).toBeTruthy();
      expect(url(identity.SHOP_URL).origin).toBe(shopOrigin(overlay));
      if (overlay === 'local') {
        // The mail catcher in place of a mail server.
        const smtp = url(`smtp://${identity.SMTP_HOST}:${identity.SMTP_PORT}`);
        expect(reached(overlay, smtp)).toEqual({ workload: 'mailpit', containerPort: 1025 });
      }
    });

    it('the gateway reaches each service, trusts the ingress controller and shares its counters', () => {
      const { config } = settingsOf(overlay, 'gateway');
      for (const name of SERVICES) {
        const address = url(config[`${name.toUpperCase()}_URL`]);
        expect(reached(overlay, address)).toEqual({
          workload: name,
          containerPort: BACKENDS[name].port,
        });
      }
      expect(config.CORS_ORIGINS).toBe(shopOrigin(overlay));
      expect(config.TRUST_PROXY).toBe(1);
      expect(config.UPLOAD_BODY_LIMIT_MB).toBe(55);
      const replicas = deployment(overlay, 'gateway').spec!.replicas!;
      if (replicas > 1) {
        expect(reached(overlay, url(config.RATE_LIMIT_REDIS_URL))).toEqual({
          workload: 'redis',
          containerPort: 6379,
        });
      } else {
        expect(config.RATE_LIMIT_REDIS_URL).toBeUndefined();
      }
      expect(settingsOf(overlay, 'analytics').config.TRUST_PROXY).toBe(true);
    });

    it('the catalog keeps product images on a volume its replicas share', () => {
      const { config, container } = settingsOf(overlay, 'catalog');
      const mount = container.volumeMounts?.find((m) => m.mountPath === config.UPLOADS_DIR);
      const volume = podSpec(deployment(overlay, 'catalog')).volumes?.find(
        (v) => v.name === mount?.name,
      );
      const claim = r().pvc(volume!.persistentVolumeClaim!.claimName);
      const replicas = deployment(overlay, 'catalog').spec!.replicas!;
      if (overlay === 'production') expect(claim.spec?.accessModes).toEqual(['ReadWriteMany']);
      if (!claim.spec?.accessModes?.includes('ReadWriteMany')) expect(replicas).toBe(1);
      expect(config.SEED_DEMO_CATALOGUE).toBe(overlay === 'local');
      // Nothing else mounts it: /uploads reaches the catalog through the gateway.
      const mounting = r().workloads.filter((w) =>
        podSpec(w).volumes?.some(
          (v) => v.persistentVolumeClaim?.claimName === claim.metadata?.name,
        ),
      );
      expect(mounting.map((w) => w.metadata?.name)).toEqual(['catalog']);
    });
  });
});
