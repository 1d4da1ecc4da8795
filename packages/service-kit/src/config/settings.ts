import { resolve } from 'node:path';
import { z } from 'zod';

/** A yes/no variable: true/false, 1/0, yes/no, on/off. */
export function booleanSetting(fallback: boolean) {
  return z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'expected true or false',
    })
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
}

/** A TCP port; 0 takes any free one, and the app's `listening on` line reports which. */
export function portSetting(fallback: number) {
  return z.coerce.number().int().min(0).max(65535).default(fallback);
}

/** A folder; a relative path resolves against the directory the app starts in. */
export function directorySetting(fallback: () => string) {
  return z
    .string()
    .default(fallback)
    .transform((dir) => resolve(dir));
}
