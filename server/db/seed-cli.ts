import { ConfigError, loadConfig } from '../config';
import { createDatabase } from './client';
import { businessToday } from '@shared/business-date';
import { seed } from './seed';

// `npm run db:seed`: migrate, then insert the sample content into the configured database (DATABASE_URL, else
// PGlite in DATA_DIR/db, the same folder the server uses). Safe to run any number of times.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }
  const where = config.databaseUrl ? 'DATABASE_URL' : `PGlite in ${config.dataDir}/db`;
  const handle = createDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  try {
    await handle.migrate();
    await seed(handle.db, { today: businessToday(new Date()) });
  } catch (error) {
    await handle.close().catch(() => {});
    console.error(`Seeding failed (${where}): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await handle.close();
  console.log(`Seed data is in place (${where}).`);
}

void main();
