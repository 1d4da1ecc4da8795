import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Environment = Record<string, string | undefined>;

/**
 * Traces are sent only where a collector is named, by the standard variables: without one the
 * process loads none of the SDK and patches nothing. OTEL_SDK_DISABLED and
 * OTEL_TRACES_EXPORTER=none keep them off with a collector named.
 */
export function tracingRequested(env: Environment): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint?.trim()) return false;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() !== 'none';
}

/**
 * The process's own name: its workspace package's, without the scope (`@shop/catalog` is
 * `catalog`, `@shop/gateway` is `gateway`), read from the package.json nearest to its entry
 * script. It is known before anything of the app is loaded, which its settings are not.
 */
export function serviceNameOf(entryScript: string | undefined): string | undefined {
  for (let dir = entryScript && dirname(entryScript); dir;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      return typeof name === 'string' ? name.replace(/^@[^/]+\//, '') : undefined;
    }
    const parent = dirname(dir);
    dir = parent === dir ? undefined : parent;
  }
  return undefined;
}
