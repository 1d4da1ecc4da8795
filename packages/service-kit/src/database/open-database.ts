import { DatabaseConnection } from './database-connection';
import { EmbeddedDatabase } from './embedded-database';
import type { EmbeddedExtensionName } from './embedded-extensions';
import { ServerDatabase } from './server-database';

export const IN_MEMORY_DATABASE_URL = 'memory://';

interface DatabaseLocation {
  /** Absent: embedded on disk under dataDir. `memory://`: embedded in memory. Else a server URL. */
  url?: string;
  dataDir: string;
  /** A server's: how long a query waits for a connection before it fails. */
  connectTimeoutMs?: number;
  embeddedExtensions?: readonly EmbeddedExtensionName[];
}

/** Picks the engine from the settings: the same code runs embedded or against a server. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseConnection> {
  const { url, dataDir, embeddedExtensions, connectTimeoutMs } = location;
  if (!url) return EmbeddedDatabase.open(dataDir, embeddedExtensions);
  if (url.startsWith(IN_MEMORY_DATABASE_URL))
    return EmbeddedDatabase.open(undefined, embeddedExtensions);
  return new ServerDatabase(url, { connectTimeoutMs });
}
