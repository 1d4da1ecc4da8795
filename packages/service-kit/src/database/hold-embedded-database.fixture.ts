// Opens the embedded database in the folder given as argument and keeps it open until stdin
// closes: a second process for the data-folder lock tests.
import { EmbeddedDatabase } from './embedded-database';

void (async () => {
  const database = await EmbeddedDatabase.open(process.argv[2]);
  process.stdout.write('open\n');
  process.stdin.resume();
  process.stdin.on('end', () => void database.close().then(() => process.exit(0)));
})();
