import { openApiDocument } from '@shop/contracts/openapi';
import { observeHttpRequest, RouteTemplates, UNMATCHED_ROUTE } from '@shop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * The public routes as the API document names them, `{id}` written `:id` as the services
 * write their routes, so that a request is labelled alike at the gateway and at its service.
 */
function documentedRoutes(): RouteTemplates {
  return new RouteTemplates(
    Object.entries(openApiDocument().paths ?? {}).map(([path, item]) => ({
      template: path.replace(/\{(\w+)\}/g, ':$1'),
      methods: METHODS.filter((method) => method in (item ?? {})).map((m) => m.toUpperCase()),
    })),
  );
}

/**
 * Times every request the gateway answers, labelled by route: its own routes by their template,
 * a proxied one by the documented route its path fits (`/api/product/:id`, not the proxy's
 * `/api/product/*`), falling back to the proxy's template; a path no route takes, UNMATCHED_ROUTE.
 */
export function registerRequestMetrics(fastify: FastifyInstance): void {
  let documented: RouteTemplates | undefined;
  const routeOf = (request: FastifyRequest): string => {
    const template = request.routeOptions.url;
    if (!template) return UNMATCHED_ROUTE;
    if (!template.endsWith('*')) return template;
    // Read at the first proxied request, not at every start of the gateway.
    documented ??= documentedRoutes();
    return documented.match(request.method, request.url.split('?')[0]) ?? template;
  };
  fastify.addHook('onResponse', async (request, reply) => {
    observeHttpRequest(
      request.method,
      routeOf(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
