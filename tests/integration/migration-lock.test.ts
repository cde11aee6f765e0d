import { readdirSync } from 'node:fs';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrationsFolder } from '../../server/db/client';
import { templateDatabase, withDatabaseName } from '../helpers/postgres-names';

const url = process.env.DATABASE_URL;

// Instances behind a load balancer start together and each migrates at boot; PGlite has only one instance.
describe.skipIf(!url)('migrations at boot (PostgreSQL only: PGlite is one process)', () => {
  it('three instances migrating an empty database at once all start, and each migration is applied once', async () => {
    const name = `${templateDatabase().replace(/_template$/, '')}_boot_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const ownUrl = withDatabaseName(url!, name);
    const instances = [0, 1, 2].map(() => createDatabase({ url: ownUrl }));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

      const migrationFiles = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
      const reader = postgres(ownUrl, { max: 1, onnotice: () => {} });
      const [row] = await reader<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      await reader.end();
      expect(row?.count).toBe(migrationFiles.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
