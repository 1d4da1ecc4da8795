import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { RouteTemplates } from './route-templates';

/**
 * The routes of an app's controllers, read from their decorators as Nest reads them. Express's
 * own record of the route a request took is no guide: Nest mounts middleware as routes too (the
 * catalog's cached reads as `/api/product/{*rest}`), and a request a middleware answers never
 * reaches its controller's route.
 */
export function controllerRoutes(app: INestApplication): RouteTemplates {
  const scanner = new MetadataScanner();
  const routes: Array<{ template: string; methods?: string[] }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller) continue;
      const prefixes = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        for (const prefix of prefixes)
          for (const path of pathsOf(paths))
            routes.push({
              template: joined(prefix, path),
              methods: method === RequestMethod.ALL ? undefined : [RequestMethod[method]],
            });
      }
    }
  }
  return new RouteTemplates(routes);
}

function pathsOf(paths: string | string[] | undefined): string[] {
  if (paths === undefined) return ['/'];
  return Array.isArray(paths) ? paths : [paths];
}

function joined(prefix: string, path: string): string {
  const segments = `${prefix}/${path}`.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}
