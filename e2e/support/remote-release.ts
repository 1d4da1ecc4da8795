import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

/**
 * Builds one frontend (its folder, e.g. `mf-admin`) into `into`, named `release`, as its team's
 * pipeline would while the shop runs (docs/operations.md, "Releasing one remote alone").
 */
export function buildRelease(app: string, release: string, into: string): void {
  execFileSync(process.execPath, [RSPACK, 'build', '-c', 'rspack.config.mjs'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, SHOP_RELEASE: release, SHOP_DIST_DIR: into },
    stdio: 'pipe',
  });
}

/** Replaces what a folder serves with another build, as a deployment of one remote would. */
export function deploy(build: string, served: string): void {
  for (const entry of readdirSync(served)) rmSync(path.join(served, entry), { recursive: true });
  cpSync(build, served, { recursive: true });
}

/** The process listening on `port`: its socket's inode (/proc/net/tcp*), then who holds it. */
export function listenerPid(port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const LISTEN = '0A';
  const sockets = new Set(
    ['tcp', 'tcp6'].flatMap((table) =>
      readFileSync(`/proc/net/${table}`, 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => fields[1]?.endsWith(hexPort) && fields[3] === LISTEN)
        .map((fields) => `socket:[${fields[9]}]`),
    ),
  );
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) return Number(pid);
    } catch {
      // Gone meanwhile, or not ours to look into.
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}
