import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MessageSchemas } from './message-schemas';
import type { JsonSchema } from './schema-refusals';
import { judgeMessages, type Verdict } from './snapshot-verdicts';

/** The committed snapshot: one JSON Schema file per message, `snapshots/events/order.placed.json`. */
export const SNAPSHOT_DIR = path.resolve(__dirname, '../../snapshots');

/** The messages the snapshot in `dir` keeps, by name. */
export function readSnapshot(dir: string): MessageSchemas {
  const schemas: MessageSchemas = new Map();
  if (!existsSync(dir)) return schemas;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.json')) continue;
    const name = entry.slice(0, -'.json'.length).split(path.sep).join('/');
    schemas.set(name, JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as JsonSchema);
  }
  return schemas;
}

export type SnapshotUpdate =
  { updated: true; written: Verdict[] } | { updated: false; refused: Verdict[] };

/**
 * Writes the messages that are new or changed in ways every reader takes. A breaking change or a
 * message gone from the code is refused, and then nothing is written: the snapshot is what
 * services released earlier rely on, so it only ever moves compatibly (a message retired is
 * deleted from it by hand, in review).
 */
export async function updateSnapshot(dir: string, code: MessageSchemas): Promise<SnapshotUpdate> {
  const verdicts = judgeMessages(code, readSnapshot(dir));
  const refused = verdicts.filter(({ kind }) => kind === 'breaking' || kind === 'removed');
  if (refused.length > 0) return { updated: false, refused };
  const written = verdicts.filter(({ kind }) => kind === 'new' || kind === 'compatible');
  const files = written.map(({ message }) => path.join(dir, `${message}.json`));
  for (const [index, { message }] of written.entries()) {
    await mkdir(path.dirname(files[index]), { recursive: true });
    await writeFile(files[index], JSON.stringify(code.get(message)));
  }
  await formatFiles(files);
  return { updated: true, written };
}

/** Formatted as the repository's Prettier settings have it, so a diff shows the change alone. */
async function formatFiles(files: string[]): Promise<void> {
  if (files.length === 0) return;
  // Prettier's CLI: its API is loaded with import(), which Jest's module sandbox refuses.
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  await promisify(execFile)(process.execPath, [prettier, '--write', '--log-level=warn', ...files]);
}
