// promtool, which checks and tests the alerting rules: it ships beside prometheus, in Debian's
// package as in Prometheus's release archives, so it is found (or installed, when this user may)
// with it.
import path from 'node:path';
import { ensureTool, isExecutable } from '../../scripts/platform/system-deps.cjs';

/** promtool's path, or why there is none here (one line to show). */
export function findPromtool():
  { path: string; missing?: undefined } | { path?: undefined; missing: string } {
  let prometheus: string;
  try {
    prometheus = ensureTool('prometheus', { log: (line) => console.warn(line) });
  } catch (error) {
    return { missing: (error as Error).message };
  }
  const promtool = path.join(path.dirname(prometheus), 'promtool');
  return isExecutable(promtool)
    ? { path: promtool }
    : { missing: `promtool is not beside ${prometheus}, where Prometheus's packages put it` };
}
