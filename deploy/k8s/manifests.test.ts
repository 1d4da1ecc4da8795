import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IHTTPGetAction } from 'kubernetes-models/v1/HTTPGetAction';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IService } from 'kubernetes-models/v1/Service';
import { SHUTDOWN_DEADLINE_MS } from '@shop/service-kit';
import {
  DEFAULT_PORT as ANALYTICS_PORT,
  loadAnalyticsConfig,
} from '../../services/analytics/src/config';
import { DEFAULT_PORT as CATALOG_PORT, loadCatalogConfig } from '../../services/catalog/src/config';
import {
  DEFAULT_PORT as IDENTITY_PORT,
  loadIdentityConfig,
} from '../../services/identity/src/config';
import { DEFAULT_PORT as ORDER_PORT, loadOrderConfig } from '../../services/order/src/config';
import { loadGatewayConfig } from '../../gateway/src/config';
import { findTool } from '../../scripts/platform/system-deps.cjs';
import { ensureKubectl } from './kubectl.cjs';
import {
  containerEnvironment,
  containerPort,
  podSpec,
  Rendered,
  render,
  renderedSecrets,
  secretsRead,
  selects,
  type SecretSource,
  type Workload,
} from './rendered';

const REPO = path.resolve(__dirname, '../..');
const K8S = __dirname;
const OVERLAYS = ['local', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];

type Settings = Record<string, unknown>;
type Loader = (env: Record<string, string>) => Settings;

/** The apps docker compose builds from deploy/service.Dockerfile, each with its settings. */
const BACKENDS: Record<string, { port: number; load: Loader }> = {
  gateway: { port: loadGatewayConfig({}).PORT, load: loadGatewayConfig },
  identity: { port: IDENTITY_PORT, load: loadIdentityConfig },
  catalog: { port: CATALOG_PORT, load: loadCatalogConfig },
  order: { port: ORDER_PORT, load: loadOrderConfig },
  analytics: { port: ANALYTICS_PORT, load: loadAnalyticsConfig },
};
const SERVICES = ['identity', 'catalog', 'order', 'analytics'];

/**
 * Readiness of each backend. The gateway's /health/ready is ready only while every service
 * behind it is, so probing it would take every gateway out of the Ingress when one service is
 * down (docs/architecture.md, Gateway): its readiness is /health/live.
 */
const READINESS_PATH: Record<string, string> = {
  gateway: '/health/live',
  identity: '/health/ready',
  catalog: '/health/ready',
  order: '/health/ready',
  analytics: '/health/ready',
};
const LIVENESS_PATH = '/health/live';

/** Variables a container is given only to build others from ($(NAME)), per app. */
const HELPER_VARIABLES: Record<string, string[]> = {
  gateway: ['SHOP_URL'],
  identity: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  catalog: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  order: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  analytics: ['DATABASE_USER', 'DATABASE_PASSWORD'],
};

/** The variables the shell's container reads (deploy/frontend.Dockerfile, write-runtime-config). */
const SHELL_VARIABLES = [
  'PORT',
  'API_UPSTREAM',
  'SHOP_API_BASE',
  'SHOP_URL',
  'MF_CATALOG_URL',
  'MF_CHECKOUT_URL',
  'MF_ACCOUNT_URL',
  'MF_ADMIN_URL',
  'SHOP_ENVIRONMENT',
  'TAG_MANAGER_ID',
  'PIXEL_ID',
  'WEB_ANALYTICS_ID',
  'CURRENCY_RATES',
  'CURRENCY_RATES_DATE',
];

// ---------------------------------------------------------------------------------------------
// docker compose: the inventory of apps, their images, ports and settings' names
// ---------------------------------------------------------------------------------------------

interface ComposeApp {
  name: string;
  image: string;
  dockerfile: string;
  port: number;
  environment: string[];
}

/** `${NAME:-default}` as compose reads it with nothing set. */
function composeDefaults(text: string): string {
  return text.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
}

function composeApps(): ComposeApp[] {
  const compose = parseYaml(readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as {
    services: Record<
      string,
      {
        image: string;
        build?: { dockerfile: string; args: Record<string, string | number> };
        environment?: Record<string, string>;
      }
    >;
  };
  return Object.entries(compose.services)
    .filter(([, service]) => service.build)
    .map(([name, service]) => ({
      name,
      image: composeDefaults(service.image),
      dockerfile: service.build!.dockerfile,
      port: Number(service.build!.args.PORT),
      environment: Object.keys(service.environment ?? {}),
    }));
}

const COMPOSE = composeApps();
const FRONTENDS = COMPOSE.filter((app) => app.dockerfile.endsWith('frontend.Dockerfile'));
const REMOTES = FRONTENDS.filter((app) => app.name !== 'shell').map((app) => app.name);

// ---------------------------------------------------------------------------------------------
// The Secrets production expects made in the cluster: the `kubectl create secret` lines of the docs
// ---------------------------------------------------------------------------------------------

const DEPLOY_DOC = readFileSync(path.join(REPO, 'docs/deploy.md'), 'utf8');

/** Each documented `kubectl ... create secret` command: its Secret's name, type and keys. */
function documentedSecrets(): Map<string, { type: string; keys: Record<string, string> }> {
  const commands = DEPLOY_DOC.replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /kubectl .*create secret /.test(line));
  const secrets = new Map<string, { type: string; keys: Record<string, string> }>();
  for (const line of commands) {
    const [, kind, name] = /create secret (generic|tls) ([a-z0-9-]+)/.exec(line)!;
    const keys: Record<string, string> = {};
    for (const [, key, value] of line.matchAll(/--from-(?:literal|file)=([A-Za-z_.]+)=(\S+)/g)) {
      keys[key] = value.replace(/^["']|["']$/g, '');
    }
    if (kind === 'tls') Object.assign(keys, { 'tls.crt': 'certificate', 'tls.key': 'key' });
    const type =
      /--type=(\S+)/.exec(line)?.[1] ?? (kind === 'tls' ? 'kubernetes.io/tls' : 'Opaque');
    secrets.set(name, { type, keys });
  }
  return secrets;
}

const KEYS = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** A value of the kind each key holds, where the docs make one at the command line. */
function valueFor(key: string, documented: string): string {
  if (key === 'JWT_PRIVATE_KEY') return KEYS.privateKey;
  if (key === 'JWT_PUBLIC_KEY') return KEYS.publicKey;
  if (/^[A-Za-z0-9_.@-]+$/.test(documented)) return documented;
  if (key === 'ADMIN_PASSWORD') return 'Checked-password-1';
  return 'a1b2c3d4e5f6';
}

const documentedSource: SecretSource = (name) => {
  const secret = documentedSecrets().get(name);
  if (!secret) return undefined;
  return Object.fromEntries(
    Object.entries(secret.keys).map(([key, value]) => [key, valueFor(key, value)]),
  );
};

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

let kubectl: string;
const rendered = {} as Record<Overlay, Rendered>;
let workDir: string;

beforeAll(() => {
  kubectl = ensureKubectl();
  // The local overlay reads a key pair made on each machine: render a copy with one of its own.
  workDir = mkdtempSync(path.join(tmpdir(), 'k8s-'));
  const copy = path.join(workDir, 'k8s');
  cpSync(K8S, copy, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'development-keys',
  });
  const keys = spawnSync(process.execPath, [
    path.join(copy, 'overlays/local/make-development-keys.mjs'),
  ]);
  expect(keys.status).toBe(0);
  rendered.local = new Rendered('local', render(kubectl, path.join(copy, 'overlays/local')));
  rendered.production = new Rendered(
    'production',
    render(kubectl, path.join(K8S, 'overlays/production')),
  );
}, 240_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const secretsOf = (overlay: Overlay): SecretSource =>
  overlay === 'local' ? renderedSecrets(rendered.local) : documentedSource;

function deployment(overlay: Overlay, name: string): IDeployment {
  return rendered[overlay].get<IDeployment>('Deployment', name);
}

function mainContainer(workload: Workload): IContainer {
  const containers = podSpec(workload).containers;
  expect(containers).toHaveLength(1);
  return containers[0];
}

function httpGet(container: IContainer, probe: 'readinessProbe' | 'livenessProbe'): IHTTPGetAction {
  const action = container[probe]?.httpGet;
  if (!action) throw new Error(`${container.name} has no HTTP ${probe}`);
  return action;
}

/** The settings an app starts with in this overlay, read by the app's own configuration code. */
function settingsOf(overlay: Overlay, name: string) {
  const container = mainContainer(deployment(overlay, name));
  const env = containerEnvironment(rendered[overlay], container, secretsOf(overlay));
  return { env, config: BACKENDS[name].load(env), container };
}

function url(value: unknown): URL {
  return new URL(String(value));
}

/** The Service a URL's host names, and the container port its URL's port reaches. */
function reached(overlay: Overlay, address: URL) {
  const service = rendered[overlay].get<IService>('Service', address.hostname);
  const port = Number(address.port);
  return {
    workload: rendered[overlay].workloadBehind(address.hostname).metadata?.name,
    containerPort: rendered[overlay].containerPortBehind(service.metadata!.name!, port),
  };
}

// ---------------------------------------------------------------------------------------------

describe.each(OVERLAYS)('deploy/k8s/overlays/%s', (overlay) => {
  const r = () => rendered[overlay];

  it('renders objects that each pass their schema', () => {
    expect(r().objects.length).toBeGreaterThan(40);
    expect(r().validate()).toEqual([]);
    const ids = r().objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const object of r().objects) {
      if (object.kind !== 'Namespace') expect(object.metadata.namespace).toBe('leather-and-last');
    }
  });

  it('runs every app docker compose builds, from the same image', () => {
    const ours = r().deployments.filter((d) => d.metadata?.labels?.['app.kubernetes.io/part-of']);
    expect(ours.map((d) => d.metadata!.name).sort()).toEqual(COMPOSE.map((a) => a.name).sort());
    for (const app of COMPOSE) {
      const container = mainContainer(deployment(overlay, app.name));
      expect(containerPort(container, 'http')).toBe(app.port);
      if (overlay === 'local') {
        expect(container.image).toBe(app.image);
      } else {
        // The same image under the registry the overlay names, at a release's tag.
        const [repository, tag] = app.image.split(':');
        expect(container.image).toMatch(new RegExp(`^[a-z0-9.-]+(:\\d+)?/${repository}:[\\w.-]+$`));
        expect(container.image).not.toMatch(new RegExp(`:${tag}$`));
      }
    }
  });

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
      expect(url(identity.SHOP_URL).origin).toBe(shopOrigin());
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
      expect(config.CORS_ORIGINS).toBe(shopOrigin());
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

  describe('the frontends', () => {
    it.each(FRONTENDS.map((app) => app.name))('%s: a readiness probe, replicas, a PDB', (name) => {
      const workload = deployment(overlay, name);
      const container = mainContainer(workload);
      const readiness = httpGet(container, 'readinessProbe');
      expect(readiness.path).toBe(name === 'shell' ? '/' : '/mf-manifest.json');
      expect(containerPort(container, readiness.port)).toBe(containerPort(container, 'http'));
      const env = containerEnvironment(r(), container, secretsOf(overlay));
      expect(Number(env.PORT)).toBe(containerPort(container, 'http'));
      expect(workload.spec!.replicas).toBe(overlay === 'local' ? 1 : 2);
      const labels = workload.spec!.template.metadata!.labels!;
      expect(
        r().pdbs.filter((pdb) => selects(pdb.spec?.selector?.matchLabels, labels)),
      ).toHaveLength(1);
    });

    it("the shell's runtime config points at the remotes' hosts and the page's own origin", () => {
      const container = mainContainer(deployment(overlay, 'shell'));
      const env = containerEnvironment(r(), container, secretsOf(overlay));
      expect(Object.keys(env).filter((name) => !SHELL_VARIABLES.includes(name))).toEqual([]);
      const file = path.join(workDir, `runtime-config-${overlay}.json`);
      const writer = spawnSync(
        process.execPath,
        [path.join(REPO, 'deploy/shell/write-runtime-config.mjs'), file],
        { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
      );
      expect(writer.stderr).toBe('');
      const config = JSON.parse(readFileSync(file, 'utf8'));
      expect(config.apiBase).toBe('');
      for (const remote of REMOTES) {
        const manifest = url(config.remotes[remote.replace('-', '_')]);
        expect(manifest.pathname).toBe('/mf-manifest.json');
        expect(manifest.protocol).toBe(overlay === 'local' ? 'http:' : 'https:');
        expect(ingressBackend(manifest.hostname, '/mf-manifest.json')).toBe(remote);
      }
      expect(reached(overlay, url(env.API_UPSTREAM))).toEqual({
        workload: 'gateway',
        containerPort: BACKENDS.gateway.port,
      });
    });
  });

  function shopOrigin(): string {
    return url(r().configMap('shop-addresses').data!.SHOP_URL).origin;
  }

  /** The Service the Ingress sends a request for this host and path to (longest prefix wins). */
  function ingressBackend(host: string, requestPath: string): string | undefined {
    const rule = r().ingress.spec?.rules?.find((each) => each.host === host);
    const matching = (rule?.http?.paths ?? [])
      .filter((p) => p.pathType === 'Prefix')
      .filter(
        (p) => requestPath === p.path || requestPath.startsWith(`${p.path!.replace(/\/$/, '')}/`),
      )
      .sort((a, b) => b.path!.length - a.path!.length);
    const service = matching[0]?.backend.service;
    if (!service) return undefined;
    // Its port is one the Service has, and reaches a container.
    r().containerPortBehind(service.name, service.port!.name ?? service.port!.number!);
    return r().workloadBehind(service.name).metadata?.name;
  }

  describe('the Ingress', () => {
    it('serves the shop at one origin: / the shell, /api and /uploads the gateway', () => {
      const host = url(shopOrigin()).hostname;
      expect(ingressBackend(host, '/')).toBe('shell');
      expect(ingressBackend(host, '/product/42')).toBe('shell');
      expect(ingressBackend(host, '/api/product/list')).toBe('gateway');
      expect(ingressBackend(host, '/api')).toBe('gateway');
      expect(ingressBackend(host, '/uploads/products/a.webp')).toBe('gateway');
      expect(ingressBackend(host, '/apiary')).toBe('shell');
    });

    it('lets uploads through and streams server-sent events', () => {
      const annotations = r().ingress.metadata?.annotations ?? {};
      const { config } = settingsOf(overlay, 'gateway');
      const bodySize = /^(\d+)m$/.exec(annotations['nginx.ingress.kubernetes.io/proxy-body-size']);
      expect(Number(bodySize?.[1])).toBeGreaterThan(Number(config.UPLOAD_BODY_LIMIT_MB));
      expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    });

    it('has a host per remote, and in production TLS for every host', () => {
      const hosts = r().ingress.spec!.rules!.map((rule) => rule.host);
      expect(hosts).toHaveLength(1 + REMOTES.length);
      const tls = r().ingress.spec?.tls ?? [];
      if (overlay === 'local') {
        expect(tls).toEqual([]);
      } else {
        expect(tls.flatMap((entry) => entry.hosts)).toEqual(hosts);
        expect(documentedSecrets().get(tls[0].secretName!)?.type).toBe('kubernetes.io/tls');
      }
    });
  });

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
      const container = mainContainer(nats());
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
      const file = path.join(workDir, `nats-${overlay}.conf`);
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

describe('docker compose and the manifests', () => {
  it('give each app the same settings by the same names', () => {
    for (const app of COMPOSE) {
      const container = mainContainer(deployment('production', app.name));
      const env = containerEnvironment(rendered.production, container, documentedSource);
      const missing = app.environment.filter((name) => !(name in env));
      expect({ app: app.name, missing }).toEqual({ app: app.name, missing: [] });
    }
  });
});
