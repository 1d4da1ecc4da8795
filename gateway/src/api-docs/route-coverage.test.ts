import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { COALESCED_PATHS, coalescedBatchPath, TRACK_PATH } from '@shop/contracts';
import { openApiDocument } from '@shop/contracts/openapi';
import { testKeySettings } from '@shop/service-kit/testing';
import { AppModule as AnalyticsModule } from '../../../services/analytics/src/app.module';
import { loadAnalyticsConfig } from '../../../services/analytics/src/config';
import { AppModule as CatalogModule } from '../../../services/catalog/src/app.module';
import { loadCatalogConfig } from '../../../services/catalog/src/config';
import { AppModule as IdentityModule } from '../../../services/identity/src/app.module';
import { loadIdentityConfig } from '../../../services/identity/src/config';
import { AppModule as OrderModule } from '../../../services/order/src/app.module';
import { loadOrderConfig } from '../../../services/order/src/config';
import { AppModule as GatewayModule } from '../app.module';
import { loadGatewayConfig } from '../config';
import { ROUTES, type ServiceName } from '../routes';

/**
 * Routes of the services that the gateway does not route to, each named here on purpose: a new
 * route outside the gateway's prefixes fails this test until it is documented or listed here.
 * (Request-reply handlers answer over NATS and have no HTTP route at all.)
 */
const INTERNAL_ROUTES: Record<ServiceName, string[]> = {
  // Each service's own health, read by orchestrators and the gateway's readiness on its port.
  identity: ['GET /health', 'GET /health/live', 'GET /health/ready'],
  catalog: ['GET /health', 'GET /health/live', 'GET /health/ready'],
  order: ['GET /health', 'GET /health/live', 'GET /health/ready'],
  analytics: [
    'GET /health',
    'GET /health/live',
    'GET /health/ready',
    // The gateway's batches of track calls (it answers POST TRACK_PATH itself, coalesced).
    `POST ${coalescedBatchPath(TRACK_PATH)}`,
  ],
};

/** Settings enough to describe each app's modules; nothing is started or connected. */
const offline = {
  NODE_ENV: 'test',
  ...testKeySettings(),
  DATABASE_URL: 'postgres://127.0.0.1:9/none',
  NATS_URL: 'nats://127.0.0.1:9',
};

const SERVICE_MODULES: Record<ServiceName, () => DynamicModule> = {
  identity: () => IdentityModule.forRoot(loadIdentityConfig(offline)),
  catalog: () => CatalogModule.forRoot(loadCatalogConfig(offline)),
  order: () => OrderModule.forRoot(loadOrderConfig(offline)),
  analytics: () => AnalyticsModule.forRoot(loadAnalyticsConfig(offline)),
};

type ModuleRef = Type | DynamicModule | Promise<DynamicModule> | { forwardRef: () => Type };

/** Every controller of an app, found by walking its modules' metadata as Nest would. */
async function controllersOf(root: ModuleRef): Promise<Set<Type>> {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = async (ref: ModuleRef | undefined): Promise<void> => {
    let entry = await ref;
    if (entry && 'forwardRef' in entry) entry = entry.forwardRef();
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = 'module' in entry ? entry : undefined;
    const type = dynamic ? dynamic.module : (entry as Type);
    const metadata = <T>(key: string): T[] => Reflect.getMetadata(key, type) ?? [];
    for (const controller of [
      ...metadata<Type>(MODULE_METADATA.CONTROLLERS),
      ...(dynamic?.controllers ?? []),
    ])
      controllers.add(controller);
    for (const child of [
      ...metadata<ModuleRef>(MODULE_METADATA.IMPORTS),
      ...((dynamic?.imports ?? []) as ModuleRef[]),
    ])
      await visit(child);
  };
  await visit(root);
  return controllers;
}

const asList = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : [value ?? ''];

/** `'GET /api/product/{id}'` for each HTTP route of the controllers, in OpenAPI's path syntax. */
function routesOf(controllers: Iterable<Type>): string[] {
  const routes: string[] = [];
  for (const controller of controllers) {
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const paths: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
      const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
      if (paths === undefined || method === undefined) continue;
      for (const prefix of prefixes)
        for (const path of asList(paths))
          routes.push(`${RequestMethod[method]} ${joined(prefix, path)}`);
    }
  }
  return routes;
}

function joined(prefix: string, path: string): string {
  const segments = `${prefix}/${path}`.split('/').filter(Boolean);
  // Express's `:id` and `*file` are OpenAPI's `{id}` and `{file}`.
  return `/${segments.map((segment) => segment.replace(/^[:*](\w+)$/, '{$1}')).join('/')}`;
}

const servedBy = (service: ServiceName, route: string) => {
  const path = route.slice(route.indexOf(' ') + 1).toLowerCase();
  return ROUTES.some(
    (entry) =>
      entry.service === service &&
      (path === entry.prefix.toLowerCase() || path.startsWith(`${entry.prefix.toLowerCase()}/`)),
  );
};

function documentedRoutes(): string[] {
  return Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI document covers every route the gateway exposes', () => {
  let exposed: Set<string>;
  const unrouted: Record<string, string[]> = {};

  beforeAll(async () => {
    exposed = new Set();
    for (const service of Object.keys(SERVICE_MODULES) as ServiceName[]) {
      const routes = routesOf(await controllersOf(SERVICE_MODULES[service]()));
      for (const route of routes) if (servedBy(service, route)) exposed.add(route);
      unrouted[service] = routes.filter((route) => !servedBy(service, route)).sort();
    }
    // The gateway's own: health, this document, and the calls it answers by coalescing them.
    const gateway = GatewayModule.forRoot(loadGatewayConfig({}));
    for (const route of routesOf(await controllersOf(gateway))) exposed.add(route);
    for (const path of COALESCED_PATHS) exposed.add(`POST ${path}`);
  });

  it('finds the routes of every service', () => {
    expect(exposed.size).toBeGreaterThan(40);
    expect(exposed).toContain('GET /api/product/{id}');
    expect(exposed).toContain('GET /api/realtime-analytics/stream');
    expect(exposed).toContain('GET /uploads/{file}');
  });

  it('documents each exposed route, and no route that does not exist', () => {
    const documented = new Set(documentedRoutes());
    const undocumented = [...exposed].filter((route) => !documented.has(route)).sort();
    const unknown = [...documented].filter((route) => !exposed.has(route)).sort();
    expect({ undocumented, unknown }).toEqual({ undocumented: [], unknown: [] });
  });

  it('leaves out only the internal routes named above', () => {
    expect(unrouted).toEqual(
      Object.fromEntries(
        Object.entries(INTERNAL_ROUTES).map(([service, routes]) => [service, [...routes].sort()]),
      ),
    );
  });
});
