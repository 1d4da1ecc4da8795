import {
  closeSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database is PostgreSQL's initdb run in WebAssembly: 1.5 to 3 s of CPU each,
 * and four services creating theirs at once on two cores waited 8 to 9 s. What initdb writes is
 * the same every time for one PGlite version, so the files of the first new database are kept
 * (an uncompressed tar, about 40 MB, loaded in a third of a second) and later new databases,
 * in memory or in a data folder, start from them. The copy lives beside the package it comes
 * from (`node_modules/.cache`), named by its version: an upgrade or a new install makes another.
 * Where it cannot be read or written, databases are made the usual way.
 */
const TAR_TYPE = 'application/x-tar';

let resolvedFile: string | undefined | null = null;

/** Where the kept files of this PGlite version live; undefined when that cannot be told. */
function templateFile(): string | undefined {
  if (resolvedFile === null) resolvedFile = locateTemplateFile();
  return resolvedFile;
}

function locateTemplateFile(): string | undefined {
  try {
    const packageDir = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
    const { name, version } = JSON.parse(
      readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
    ) as { name?: string; version?: string };
    if (name !== '@electric-sql/pglite' || !version) return undefined;
    return path.resolve(packageDir, '../../.cache/shop-embedded-database', `pglite-${version}.tar`);
  } catch {
    return undefined;
  }
}

/** Whether the kept files are missing where they could be kept. */
export function templateMissing(): boolean {
  const file = templateFile();
  return file !== undefined && !existsSync(file);
}

/** Whether `dataDir` (undefined: in memory) holds no database yet. */
export function isNewDatabase(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The kept files of a new in-memory database, if there are any, read from the file as loaded. */
export async function readTemplate(): Promise<Blob | undefined> {
  const file = templateFile();
  if (!file || !existsSync(file)) return undefined;
  return openAsBlob(file, { type: TAR_TYPE }).catch(() => undefined);
}

const BLOCK = 512;
const DIRECTORY = '5';
// Written last: a folder holds a database once it has PG_VERSION (isNewDatabase).
const VERSION_FILE = 'PG_VERSION';

/** A text field of a tar header, up to its first NUL. */
const headerField = (header: Buffer, start: number, length: number): string =>
  header.toString('latin1', start, start + length).replace(/\0.*$/s, '');

/**
 * Writes the kept files into the data folder `dataDir`, one file at a time; false when there are
 * none. Unlike PGlite's loading (the whole archive read into memory, then each file copied
 * through its file system), this leaves nothing behind: loading kept about 100 MB of each
 * service's memory for good.
 */
export function unpackTemplate(dataDir: string): boolean {
  const file = templateFile();
  if (!file || !existsSync(file)) return false;
  const root = path.resolve(dataDir);
  const fd = openSync(file, 'r');
  let version: Buffer | undefined;
  try {
    const header = Buffer.alloc(BLOCK);
    for (let at = 0; readSync(fd, header, 0, BLOCK, at) === BLOCK;) {
      const name = headerField(header, 0, 100);
      if (!name) break;
      const size = parseInt(headerField(header, 124, 12) || '0', 8);
      const target = path.join(root, headerField(header, 345, 155), name);
      if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`${name} is outside the data`);
      at += BLOCK;
      if (String.fromCharCode(header[156]) === DIRECTORY) {
        mkdirSync(target, { recursive: true });
      } else {
        const data = Buffer.allocUnsafe(size);
        readSync(fd, data, 0, size, at);
        if (target === path.join(root, VERSION_FILE)) version = data;
        else writeFileSync(target, data);
      }
      at += Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    closeSync(fd);
  }
  if (!version) throw new Error(`${file} holds no ${VERSION_FILE}`);
  writeFileSync(path.join(root, VERSION_FILE), version);
  return true;
}

/**
 * Keeps the files of `client`, a database just made by initdb with nothing done in it yet.
 * Written under a name of its own and renamed, so a reader never sees half a file.
 */
export async function saveTemplate(client: PGlite): Promise<void> {
  const file = templateFile();
  if (!file || existsSync(file)) return;
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const dump = await client.dumpDataDir('none');
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A read-only install, say: every new database runs initdb, as it would without this.
    rmSync(partial, { force: true });
  }
}
