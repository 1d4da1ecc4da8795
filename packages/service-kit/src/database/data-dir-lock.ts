import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { lockSync } from 'proper-lockfile';

export const DATA_DIR_LOCK_FILE = '.lock';
/** Who holds the lock, for the refusal's message and to tell a crashed holder on this host. */
const OWNER_FILE = '.lock-owner';
/**
 * The holder refreshes the lock every half of this; a lock left unrefreshed this long belongs to
 * a process that is gone (one on another host sharing the folder, say).
 */
const STALE_AFTER_MS = 60_000;

interface LockOwner {
  pid: number;
  host: string;
}

/**
 * One process per embedded data folder: two PGlite instances writing the same files corrupt
 * them. `proper-lockfile` holds the lock (an exclusively created `.lock` inside the folder,
 * refreshed while held, removed at exit); beside it, `.lock-owner` names the holder, so a
 * second process is told who has the folder, and a lock left by a crashed process on this host
 * is taken over at once rather than after STALE_AFTER_MS.
 */
export class DataDirLock {
  private constructor(
    private readonly unlock: () => void,
    private readonly ownerPath: string,
  ) {}

  /** Takes the folder's lock or throws a message saying who holds it and what to do instead. */
  static acquire(dataDir: string): DataDirLock {
    const folder = realpathSync(dataDir);
    const lockPath = join(folder, DATA_DIR_LOCK_FILE);
    const ownerPath = join(folder, OWNER_FILE);
    for (let attempt = 1; ; attempt++) {
      try {
        const unlock = lockSync(folder, {
          lockfilePath: lockPath,
          realpath: false,
          stale: STALE_AFTER_MS,
          onCompromised: (error) =>
            new Logger('EmbeddedDatabase').warn(`The lock on ${folder} was lost: ${error.message}`),
        });
        writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() }));
        return new DataDirLock(unlock, ownerPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
        const owner = ownerOf(ownerPath);
        if (attempt > 1 || !owner || !isGone(owner)) throw refusal(dataDir, lockPath, owner);
        rmSync(lockPath, { recursive: true, force: true });
      }
    }
  }

  release(): void {
    rmSync(this.ownerPath, { force: true });
    try {
      this.unlock();
    } catch {
      // Released already.
    }
  }
}

function ownerOf(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? (owner as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A holder on this host whose process no longer runs; this process's own lock is never gone. */
function isGone(owner: LockOwner): boolean {
  if (owner.host !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

function refusal(dataDir: string, path: string, owner: LockOwner | undefined): Error {
  const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
  return new Error(
    `The embedded database in ${dataDir} is already open by ${who}. ` +
      'One process per data folder: stop that process, or run several replicas against a ' +
      `PostgreSQL server by setting DATABASE_URL. (Lock file: ${path})`,
  );
}
