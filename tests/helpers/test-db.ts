import postgres from 'postgres';
import { createDatabase, type Database } from '../../server/db/client';
import { SAMPLE_CONTENT_DAY } from '../../server/db/sample-calendar';
import { eq } from 'drizzle-orm';
import { seed } from '../../server/db/seed';
import { siteSettings } from '../../server/db/schema';
import { templateDatabase, withDatabaseName } from './postgres-names';
import { SALES_TAX_SETTINGS_KEY } from '../../server/services/order-money';
import { writeSetting } from '../../server/services/site-settings';

export type TestDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The database's own URL on PostgreSQL, for a second connection or a second app instance. */
  url?: string;
  close: () => Promise<void>;
};

/**
 * A fresh, migrated database of its own: an in-memory PGlite by default, or a clone of the migrated template on the
 * PostgreSQL server when DATABASE_URL is set (the same tests run on both).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let result: TestDatabase;
  if (url) {
    const template = templateDatabase();
    const name = `${template.replace(/_template$/, '')}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const ownUrl = withDatabaseName(url, name);
    const handle = createDatabase({ url: ownUrl });
    result = {
      db: handle.db,
      kind: 'postgres',
      url: ownUrl,
      close: async () => {
        await handle.close();
        const dropper = postgres(url, { max: 1, onnotice: () => {} });
        await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } else {
    const handle = createDatabase({});
    await handle.migrate();
    result = { db: handle.db, kind: 'pglite', close: handle.close };
  }
  // Seeded on the day the sample content is written for, so tests read its dates as they stand in seed-data.ts.
  if (options.seed) {
    await seed(result.db, { today: SAMPLE_CONTENT_DAY });
    // Without the seeded pickup hours and delivery zones, orders take no time and delivery takes any address, so tests
    // of everything else place orders as before; the tests of times and zones save their own (order-times.test.ts).
    await result.db.delete(siteSettings).where(eq(siteSettings.key, 'fulfilment'));
  }
  // Orders are priced without sales tax here, so a test's sums stay those of its lines; the tests of the tax line set
  // a rate (or remove this one to see the default) themselves (shop-money.test.ts).
  await writeSetting(result.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 0 });
  return result;
}
