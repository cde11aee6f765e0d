import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** Tables a refused call may still touch: session refreshes and the counters that limit a client's attempts. */
const VOLATILE_TABLES = /^(sessions|rate_limit.*|.*_attempts|__drizzle.*)$/;

const statements = new WeakMap<Database, string>();

async function fingerprintStatement(db: Database): Promise<string> {
  const cached = statements.get(db);
  if (cached) return cached;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map(({ name }) => name)
    .filter((name) => !VOLATILE_TABLES.test(name));
  const statement = tables
    .map((name) => `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`)
    .join(' union all ');
  statements.set(db, statement);
  return statement;
}

/**
 * A digest of every row of every application table, read in one statement: two equal fingerprints mean no call in
 * between stored, changed or deleted anything. Meant for the small databases of tests.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const rows = rowsOf<{ name: string; rows: number; digest: string }>(await db.execute(sql.raw(await fingerprintStatement(db))));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.digest}`]));
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
