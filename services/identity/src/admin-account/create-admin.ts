// Creates or promotes the back office account on a server, with the service's own settings
// (DATABASE_URL etc.):
//
//   npm run admin:create -w services/identity -- --email admin@example.com --password '...'
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, USER_MESSAGES } from '@shop/contracts';
import { loadIdentityConfig } from '../config';
import { ensureAdminAccount, type AdminAccountOutcome } from './admin-account';
import { onIdentityDatabase, runAdminCommand } from './admin-command';

const USAGE = 'usage: admin:create --email <address> --password <password>';

const REPORTS: Record<AdminAccountOutcome, (email: string) => string> = {
  created: (email) => `admin account ${email} created`,
  promoted: (email) => `account ${email} promoted to admin (verified, password set)`,
  unchanged: (email) => `${email} is already an admin; nothing changed`,
};

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success || !values.password) {
    console.error(email.success ? USAGE : `--email: ${USER_MESSAGES.emailInvalid}\n${USAGE}`);
    return 2;
  }
  const password = newPasswordSchema.safeParse(values.password);
  if (!password.success) {
    console.error(`--password: ${password.error.issues[0].message}`);
    return 2;
  }
  const chosen = values.password;
  const config = loadIdentityConfig({
    ...process.env,
    ADMIN_EMAIL: email.data,
    ADMIN_PASSWORD: chosen,
  });
  const outcome = await onIdentityDatabase(config, (db) =>
    ensureAdminAccount(db, email.data, chosen),
  );
  console.log(REPORTS[outcome](email.data));
  return 0;
}

runAdminCommand(main);
