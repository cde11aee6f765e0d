import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/client';
import { runPrefix, withDatabaseName } from './postgres-names';

// On a PostgreSQL server (DATABASE_URL set), migrate one template database once per run; each test file then clones
// it with CREATE DATABASE ... TEMPLATE, which is much faster than migrating every time. On PGlite nothing is shared.
export default async function setup(project: TestProject): Promise<void | (() => Promise<void>)> {
  const url = process.env.DATABASE_URL;
  const prefix = runPrefix(process.pid);
  const template = `${prefix}_template`;
  project.provide('templateDatabase', template);
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = createDatabase({ url: withDatabaseName(url, template) });
  await handle.migrate();
  await handle.close();
  return async () => {
    const cleanup = postgres(url, { max: 1, onnotice: () => {} });
    const leftovers = await cleanup<{ datname: string }[]>`select datname from pg_database where datname like ${`${prefix}_%`}`;
    for (const { datname } of leftovers) await cleanup.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.end();
  };
}
