/** What the site's thread asks of the embedded database's worker thread (server/db/pglite-worker.ts). */
export type Request =
  | { id: number; op: 'query'; text: string; params: unknown[] | undefined; rowMode: 'array' | 'object' | undefined; transaction: number | undefined }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  | { id: number; op: 'migrate'; migrationsFolder: string }
  | { id: number; op: 'close' };

/** A query's result as it crosses between the threads: PGlite's own, without the parts that are functions. */
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** An error's message and its own fields (a database error's code, constraint, detail...), which a thread's copy of an Error would lose. */
export type ErrorFields = { message: string; name: string; fields: Record<string, unknown> };

export type Answer = { id: number; ok: true; value: QueryResult | null } | { id: number; ok: false; error: ErrorFields };

/** The worker's first message: the database is open and ready for queries, or it could not be opened. */
export type Ready = { ready: true } | { ready: false; error: ErrorFields };
