import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** Tables a refused call may still touch: session refreshes and the counters that limit a client's attempts. */
const VOLATILE_TABLES = /^(sessions|rate_limit.*|.*_attempts)$/;

/**
 * A digest of every row of every application table: two equal fingerprints mean no call in between stored,
 * changed or deleted anything. Meant for the small databases of tests.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of rowsOf(tables)) {
    if (VOLATILE_TABLES.test(name) || name.startsWith('__drizzle')) continue;
    const result = await db.execute<{ digest: string | null; rows: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as rows from "${name}" t`),
    );
    const [row] = rowsOf(result);
    digest[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return digest;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
