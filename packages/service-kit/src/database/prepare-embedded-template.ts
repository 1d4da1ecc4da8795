import { EmbeddedDatabase } from './embedded-database';
import { templateMissing } from './embedded-template';

/**
 * The build's step: if initdb's files are not kept yet, a new in-memory database is opened and
 * closed, which keeps them (`EmbeddedDatabase`), so a first start finds them.
 */
export async function prepareTemplate(): Promise<void> {
  if (!templateMissing()) return;
  const database = await EmbeddedDatabase.open(undefined);
  await database.close();
}

if (require.main === module) {
  const started = Date.now();
  prepareTemplate()
    .then(() => console.log(`embedded database template ready in ${Date.now() - started} ms`))
    .catch((error: Error) => {
      // Not fatal: new databases then run initdb each.
      console.warn(`embedded database template not made: ${error.message}`);
    });
}
