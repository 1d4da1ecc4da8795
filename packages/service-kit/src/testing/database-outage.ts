import { Client } from 'pg';

/** A database of one's own on the PostgreSQL server that can be taken away and given back. */
export interface DatabaseOutage {
  /** New connections are refused and the open ones are terminated. */
  begin(): Promise<void>;
  /** Connections are accepted again. */
  end(): Promise<void>;
}

/**
 * What a failover looks like from a service: its database refuses connections ("not currently
 * accepting connections") and every open one ends ("terminating connection due to administrator
 * command", 57P01). Done as the server's owner from its `postgres` database, without root and
 * without touching the server's other databases. Only for a database the caller created.
 */
export function databaseOutage(url: string): DatabaseOutage {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const run = async (sql: string, values: unknown[] = []) => {
    const client = new Client({
      connectionString: maintenance.toString(),
      connectionTimeoutMillis: 5_000,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query(sql, values);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const quoted = `"${name.replace(/"/g, '""')}"`;
  return {
    async begin() {
      await run(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS false`);
      await run(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
    },
    async end() {
      await run(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS true`);
    },
  };
}
