import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { PASSWORD_MIN } from '@shared/schemas/account';
import { grantAdmin } from './bootstrap-admin';
import { passwordProblem } from './password-policy';

// `npm run create-admin -- email@example.com` asks for the password on the terminal (or reads ADMIN_PASSWORD), so no
// password ever sits in shell history or in the repository.
async function main() {
  const config = loadConfig();
  const email = z.email().safeParse(process.argv[2] ?? config.adminEmail);
  if (!email.success) {
    console.error('Usage: npm run create-admin -- you@example.com');
    process.exit(1);
  }
  let password = config.adminPassword;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question(`Password (at least ${PASSWORD_MIN} characters, not a common one): `);
    rl.close();
  }
  const problem = passwordProblem(password);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const handle = createDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  await handle.migrate();
  const result = await grantAdmin(handle.db, email.data, password);
  await handle.close();
  console.log(
    result === 'created'
      ? `Admin ${email.data} created.`
      : result === 'promoted'
        ? `${email.data} already had an account and is now an admin (password unchanged).`
        : `${email.data} is already an admin.`,
  );
}

void main();
