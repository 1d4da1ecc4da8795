import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { controllerRoutes } from './controller-routes';
import { observeHttpRequest, UNMATCHED_ROUTE } from './http-metrics';
import type { RouteTemplates } from './route-templates';

/**
 * Times every request of a service app and labels it with the template of the controller route
 * its method and path fit (a request a middleware answered included), else UNMATCHED_ROUTE.
 */
export function expressRequestMetrics(app: INestApplication) {
  let routes: RouteTemplates | undefined;
  const routeOf = (request: Request): string => {
    // Read at the first request: every controller is known by then.
    routes ??= controllerRoutes(app);
    return routes.match(request.method, request.originalUrl.split('?')[0]) ?? UNMATCHED_ROUTE;
  };

  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeHttpRequest(request.method, routeOf(request), response.statusCode, seconds);
    });
    next();
  };
}
