import postgres from 'postgres';
import { createDatabase } from '../../server/db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres-names';

// On a PostgreSQL server (DATABASE_URL set), migrate one template database once; each test file then clones it
// with CREATE DATABASE ... TEMPLATE, which is much faster than migrating every time. On PGlite nothing is shared.
export default async function setup(): Promise<void | (() => Promise<void>)> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = createDatabase({ url: withDatabaseName(url, TEMPLATE_DATABASE) });
  await template.migrate();
  await template.close();
  return async () => {
    const cleanup = postgres(url, { max: 1, onnotice: () => {} });
    const leftovers = await cleanup<{ datname: string }[]>`select datname from pg_database where datname like 'drip_test_%'`;
    for (const { datname } of leftovers) await cleanup.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.end();
  };
}
