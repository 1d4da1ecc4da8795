import { messageSchemas } from './message-schemas';
import { SNAPSHOT_DIR, updateSnapshot } from './snapshot-files';
import { describeVerdict } from './snapshot-verdicts';

/**
 * `npm run contracts:snapshot -w @shop/contracts`: writes the JSON Schema of every message that is
 * new or changed compatibly to packages/contracts/snapshots; refuses, writing nothing, when a
 * change would break a reader or writer released earlier.
 */
async function main(): Promise<void> {
  const update = await updateSnapshot(SNAPSHOT_DIR, messageSchemas());
  if (!update.updated) {
    console.error(update.refused.map(describeVerdict).join('\n\n'));
    process.exitCode = 1;
    return;
  }
  for (const { message, kind } of update.written)
    console.log(`${kind === 'new' ? 'added' : 'updated'} ${message}`);
  if (update.written.length === 0) console.log('The snapshot already matches the contracts.');
}

void main();
