// What the manifests' tests share: the apps docker compose builds and the settings they read, the
// Secrets docs/deploy.md has made in the cluster, both overlays rendered once per test file (see
// renderOverlays), and the helpers that read a workload's container, probes and settings.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IHTTPGetAction } from 'kubernetes-models/v1/HTTPGetAction';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IService } from 'kubernetes-models/v1/Service';
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
import { ensureKubectl } from './kubectl.cjs';
import {
  containerEnvironment,
  podSpec,
  Rendered,
  render,
  renderedSecrets,
  type SecretSource,
  type Workload,
} from './rendered';

export const REPO = path.resolve(__dirname, '../..');
const K8S = __dirname;
export const OVERLAYS = ['local', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

type Settings = Record<string, unknown>;
type Loader = (env: Record<string, string>) => Settings;

/** The apps docker compose builds from deploy/service.Dockerfile, each with its settings. */
export const BACKENDS: Record<string, { port: number; load: Loader }> = {
  gateway: { port: loadGatewayConfig({}).PORT, load: loadGatewayConfig },
  identity: { port: IDENTITY_PORT, load: loadIdentityConfig },
  catalog: { port: CATALOG_PORT, load: loadCatalogConfig },
  order: { port: ORDER_PORT, load: loadOrderConfig },
  analytics: { port: ANALYTICS_PORT, load: loadAnalyticsConfig },
};
export const SERVICES = ['identity', 'catalog', 'order', 'analytics'];

/**
 * Readiness of each backend. The gateway's /health/ready is ready only while every service
 * behind it is, so probing it would take every gateway out of the Ingress when one service is
 * down (docs/architecture.md, Gateway): its readiness is /health/live.
 */
export const READINESS_PATH: Record<string, string> = {
  gateway: '/health/live',
  identity: '/health/ready',
  catalog: '/health/ready',
  order: '/health/ready',
  analytics: '/health/ready',
};
export const LIVENESS_PATH = '/health/live';

/** Variables a container is given only to build others from ($(NAME)), per app. */
export const HELPER_VARIABLES: Record<string, string[]> = {
  gateway: ['SHOP_URL'],
  identity: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  catalog: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  order: ['DATABASE_USER', 'DATABASE_PASSWORD'],
  analytics: ['DATABASE_USER', 'DATABASE_PASSWORD'],
};

/**
 * The variables the shell's container reads (deploy/frontend.Dockerfile, write-runtime-config,
 * the static server's SERVER_RENDERING).
 */
export const SHELL_VARIABLES = [
  'PORT',
  'API_UPSTREAM',
  'SHOP_API_BASE',
  'SHOP_URL',
  'MF_CATALOG_URL',
  'MF_CHECKOUT_URL',
  'MF_ACCOUNT_URL',
  'MF_ADMIN_URL',
  'MF_CATALOG_INTERNAL_URL',
  'MF_CHECKOUT_INTERNAL_URL',
  'MF_ACCOUNT_INTERNAL_URL',
  'MF_ADMIN_INTERNAL_URL',
  'SERVER_RENDERING',
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

export const COMPOSE = composeApps();
export const FRONTENDS = COMPOSE.filter((app) => app.dockerfile.endsWith('frontend.Dockerfile'));
export const REMOTES = FRONTENDS.filter((app) => app.name !== 'shell').map((app) => app.name);

// ---------------------------------------------------------------------------------------------
// The Secrets production expects made in the cluster: the `kubectl create secret` lines of the docs
// ---------------------------------------------------------------------------------------------

const DEPLOY_DOC = readFileSync(path.join(REPO, 'docs/deploy.md'), 'utf8');

/** Each documented `kubectl ... create secret` command: its Secret's name, type and keys. */
export function documentedSecrets(): Map<string, { type: string; keys: Record<string, string> }> {
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

export const documentedSource: SecretSource = (name) => {
  const secret = documentedSecrets().get(name);
  if (!secret) return undefined;
  return Object.fromEntries(
    Object.entries(secret.keys).map(([key, value]) => [key, valueFor(key, value)]),
  );
};

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

/** Both overlays, as rendered for the test file that called renderOverlays. */
export const rendered = {} as Record<Overlay, Rendered>;
let workDir: string;

/**
 * Renders both overlays once, before the calling test file's tests, and removes the scratch
 * folder after them. Each test file calls it at its top level.
 */
function renderOverlays(): void {
  beforeAll(() => {
    const kubectl = ensureKubectl();
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
}

/** Renders both overlays for the calling test file, and describes `tests` of each. */
export function describeOverlays(tests: (overlay: Overlay, r: () => Rendered) => void): void {
  renderOverlays();
  describe.each(OVERLAYS)('deploy/k8s/overlays/%s', (overlay) =>
    tests(overlay, () => rendered[overlay]),
  );
}

/** A path in the scratch folder renderOverlays made, for a file a test writes. */
export function scratchFile(name: string): string {
  return path.join(workDir, name);
}

export const secretsOf = (overlay: Overlay): SecretSource =>
  overlay === 'local' ? renderedSecrets(rendered.local) : documentedSource;

export function deployment(overlay: Overlay, name: string): IDeployment {
  return rendered[overlay].get<IDeployment>('Deployment', name);
}

export function mainContainer(workload: Workload): IContainer {
  const containers = podSpec(workload).containers;
  expect(containers).toHaveLength(1);
  return containers[0];
}

export function httpGet(
  container: IContainer,
  probe: 'readinessProbe' | 'livenessProbe',
): IHTTPGetAction {
  const action = container[probe]?.httpGet;
  if (!action) throw new Error(`${container.name} has no HTTP ${probe}`);
  return action;
}

/** The settings an app starts with in this overlay, read by the app's own configuration code. */
export function settingsOf(overlay: Overlay, name: string) {
  const container = mainContainer(deployment(overlay, name));
  const env = containerEnvironment(rendered[overlay], container, secretsOf(overlay));
  return { env, config: BACKENDS[name].load(env), container };
}

export function url(value: unknown): URL {
  return new URL(String(value));
}

/** The Service a URL's host names, and the container port its URL's port reaches. */
export function reached(overlay: Overlay, address: URL) {
  const service = rendered[overlay].get<IService>('Service', address.hostname);
  const port = Number(address.port);
  return {
    workload: rendered[overlay].workloadBehind(address.hostname).metadata?.name,
    containerPort: rendered[overlay].containerPortBehind(service.metadata!.name!, port),
  };
}

/** The shop's origin in this overlay, where the Ingress serves the shell and the API. */
export function shopOrigin(overlay: Overlay): string {
  return url(rendered[overlay].configMap('shop-addresses').data!.SHOP_URL).origin;
}
