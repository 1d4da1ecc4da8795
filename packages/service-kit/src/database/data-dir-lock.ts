import { randomUUID } from 'node:crypto';
import {
  closeSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const DATA_DIR_LOCK_FILE = '.lock';

/** The owner touches the lock file this often, so a lock from another host can expire. */
const HEARTBEAT_MS = 10_000;
/** A lock from another host untouched this long belongs to a process that is gone. */
const STALE_AFTER_MS = 60_000;
/** A lock file without a readable owner this old was left half-written by a crash. */
const UNREADABLE_STALE_AFTER_MS = 5_000;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  since: string;
}

/** Lock files this process holds; a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * One process per embedded data folder: two PGlite instances writing the same files corrupt
 * them. The lock is a file created exclusively inside the folder, naming its owner. It is stale
 * when its owner is gone: on the same host when that pid no longer runs (or is this process,
 * restarted with the same pid, as in a container), from another host when its owner stopped
 * touching it for a minute.
 */
export class DataDirLock {
  private readonly heartbeat: NodeJS.Timeout;
  private released = false;
  private readonly releaseOnExit = () => this.release();

  private constructor(
    private readonly path: string,
    private readonly token: string,
  ) {
    this.heartbeat = setInterval(() => this.touch(), HEARTBEAT_MS);
    this.heartbeat.unref();
    process.once('exit', this.releaseOnExit);
  }

  /** Takes the folder's lock or throws a message saying who holds it and what to do instead. */
  static acquire(dataDir: string): DataDirLock {
    const path = join(realpathSync(dataDir), DATA_DIR_LOCK_FILE);
    if (heldHere.has(path)) throw refusal(dataDir, path, ownerOf(path) ?? thisProcess(''));
    for (let tries = 0; tries < 2; tries++) {
      const owner = thisProcess(randomUUID());
      if (createExclusively(path, JSON.stringify(owner))) {
        heldHere.add(path);
        return new DataDirLock(path, owner.token);
      }
      const holder = ownerOf(path);
      if (!isStale(path, holder)) throw refusal(dataDir, path, holder);
      removeIfStill(path, holder);
    }
    throw refusal(dataDir, path, ownerOf(path));
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    clearInterval(this.heartbeat);
    process.off('exit', this.releaseOnExit);
    heldHere.delete(this.path);
    if (ownerOf(this.path)?.token === this.token) removeQuietly(this.path);
  }

  private touch(): void {
    try {
      const now = new Date();
      utimesSync(this.path, now, now);
    } catch {
      // Removed by hand; nothing to keep alive.
    }
  }
}

function thisProcess(token: string): LockOwner {
  return { pid: process.pid, host: hostname(), token, since: new Date().toISOString() };
}

function createExclusively(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function ownerOf(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    if (typeof owner.token !== 'string') return undefined;
    return owner as LockOwner;
  } catch {
    return undefined;
  }
}

function isStale(path: string, owner: LockOwner | undefined): boolean {
  const untouchedMs = millisSinceTouched(path);
  if (untouchedMs === undefined) return true; // gone meanwhile
  if (!owner) return untouchedMs > UNREADABLE_STALE_AFTER_MS;
  if (owner.host === hostname()) return owner.pid === process.pid || !isRunning(owner.pid);
  return untouchedMs > STALE_AFTER_MS;
}

function millisSinceTouched(path: string): number | undefined {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a stale lock unless a new owner replaced it since we looked. */
function removeIfStill(path: string, owner: LockOwner | undefined): void {
  if (ownerOf(path)?.token !== owner?.token) return;
  removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
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
