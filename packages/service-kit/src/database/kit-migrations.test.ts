import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_MIGRATIONS_FOLDER } from './kit-migrations';

const SERVICES = ['identity', 'catalog', 'order', 'analytics'];
const KIT_TABLES = ['outbox', 'processed_events', 'event_failures', 'session_revocations'];

describe('the tables every service has', () => {
  it('are created by the kit’s migrations, whatever a database already has', () => {
    const sql = readdirSync(KIT_MIGRATIONS_FOLDER)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(KIT_MIGRATIONS_FOLDER, file), 'utf8'))
      .join('\n');
    for (const table of KIT_TABLES) expect(sql).toContain(`CREATE TABLE IF NOT EXISTS "${table}"`);
    expect(sql).not.toMatch(/CREATE (TABLE|INDEX) "/);
  });

  it.each(SERVICES)('are in no migration of the %s service: one copy, the kit’s', (service) => {
    const folder = join(__dirname, '..', '..', '..', '..', 'services', service, 'drizzle');
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      const sql = readFileSync(join(folder, file), 'utf8');
      for (const table of KIT_TABLES) expect(`${file}: ${sql}`).not.toContain(`"${table}"`);
    }
  });
});
