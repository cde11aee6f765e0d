import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder } from './client';

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations this build of the server expects, from drizzle's journal (read once). */
let expected: { count: number; latest: number } | undefined;
function expectedMigrations() {
  if (!expected) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
    expected = { count: journal.entries.length, latest: Math.max(0, ...journal.entries.map((e) => e.when)) };
  }
  return expected;
}

/**
 * Whether every migration of this build is applied. Drizzle's migrator records each applied migration with its
 * journal timestamp in drizzle.__drizzle_migrations; the newest recorded must be at least this build's newest.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const { count, latest } = expectedMigrations();
  let rows: { applied: number; newest: string | null }[];
  try {
    const result = await db.execute<{ applied: number; newest: string | null }>(
      sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    rows = Array.isArray(result) ? (result as typeof rows) : (result as unknown as { rows: typeof rows }).rows;
  } catch {
    // No migrations table yet: nothing applied.
    return count;
  }
  const row = rows[0];
  if (!row || Number(row.newest ?? 0) < latest) return Math.max(1, count - (row?.applied ?? 0));
  return 0;
}
