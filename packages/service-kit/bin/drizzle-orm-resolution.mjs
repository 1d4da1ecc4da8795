// Registers a resolve hook that answers `drizzle-orm` imports from the current workspace.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { pathToFileURL } from 'node:url';
      const parentURL = pathToFileURL(process.cwd() + '/package.json').href;
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL });
        }
        return next(specifier, context);
      }
    `),
);
