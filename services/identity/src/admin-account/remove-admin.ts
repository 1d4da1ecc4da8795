// Takes the admin role from an account on a server, with the service's own settings
// (DATABASE_URL etc.); its sessions end everywhere:
//
//   npm run admin:remove -w services/identity -- --email admin@example.com
import { parseArgs } from 'node:util';
import { emailSchema, USER_MESSAGES } from '@shop/contracts';
import { loadIdentityConfig } from '../config';
import { removeAdminRole, type AdminRemovalOutcome } from './admin-account';
import { onIdentityDatabase, runAdminCommand } from './admin-command';

const USAGE = 'usage: admin:remove --email <address>';

const REPORTS: Record<AdminRemovalOutcome, (email: string) => string> = {
  removed: (email) => `${email} is no longer an admin; its sessions have ended`,
  'not-admin': (email) => `${email} is not an admin; nothing changed`,
  unknown: (email) => `there is no account ${email}`,
};

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(values.email ? `--email: ${USER_MESSAGES.emailInvalid}\n${USAGE}` : USAGE);
    return 2;
  }
  const config = loadIdentityConfig();
  const outcome = await onIdentityDatabase(config, (db) => removeAdminRole(db, email.data));
  console.log(REPORTS[outcome](email.data));
  return outcome === 'unknown' ? 1 : 0;
}

runAdminCommand(main);
