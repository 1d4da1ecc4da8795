import type { z } from 'zod';
import { ConfigError } from './config-error';

type Environment = Record<string, string | undefined>;

/**
 * Builds the app's one configuration object from the environment, validated at start.
 * Blank variables count as unset, so `PORT=` falls back to the default rather than failing.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Environment = process.env,
): z.output<S> {
  const settings = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = schema.safeParse(settings);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const variable = issue.path.join('.');
        return variable ? `${variable}: ${issue.message}` : issue.message;
      }),
    );
  }
  return result.data;
}
