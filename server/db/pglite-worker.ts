// The embedded database's own thread: it opens PGlite and answers the site's thread's queries, so that a long
// statement holds this thread and not the one that accepts connections and answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open';
import type { Answer, ErrorFields, QueryResult, Ready, Request } from './pglite-worker-messages';

const port = parentPort!;
const client = openPglite((workerData as { dataDir: string | undefined }).dataDir);

/** The transactions the site's thread has begun and not yet ended, by the id of the request that began each. */
const open = new Map<number, { handle: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
// Thrown inside PGlite's transaction to make it roll back; never leaves this module.
const ROLL_BACK = Symbol('roll back');

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The failed statement's options and parameters stay here: they may hold functions, and a log must not see values.
    if (key === 'queryOptions' || key === 'params') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const answer = (id: number, work: Promise<QueryResult | null>) =>
  work.then(
    (value) => port.postMessage({ id, ok: true, value } satisfies Answer),
    (error: unknown) => port.postMessage({ id, ok: false, error: errorFields(error) } satisfies Answer),
  );

async function query(request: Extract<Request, { op: 'query' }>): Promise<QueryResult> {
  const on = request.transaction === undefined ? client : open.get(request.transaction)?.handle;
  if (!on) throw new Error('The transaction has already ended');
  const { rows, fields, affectedRows } = await on.query(request.text, request.params, request.rowMode ? { rowMode: request.rowMode } : undefined);
  return { rows, fields, ...(affectedRows === undefined ? {} : { affectedRows }) };
}

/** Begins a transaction that stays open, holding the database, until the site's thread ends it. */
function begin(id: number): Promise<null> {
  return new Promise((resolve, reject) => {
    let begun = false;
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((settle) => (end = settle));
    const ended = client
      .transaction(async (handle) => {
        begun = true;
        open.set(id, { handle, end, ended });
        resolve(null);
        if (!(await decided)) throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      })
      .finally(() => open.delete(id));
    ended.catch((error: unknown) => {
      if (!begun) reject(error);
    });
  });
}

async function end(request: Extract<Request, { op: 'end' }>): Promise<null> {
  const transaction = open.get(request.transaction);
  if (!transaction) throw new Error('The transaction has already ended');
  transaction.end(request.commit);
  await transaction.ended;
  return null;
}

port.on('message', (request: Request) => {
  switch (request.op) {
    case 'query':
      return void answer(request.id, query(request));
    case 'begin':
      return void answer(request.id, begin(request.id));
    case 'end':
      return void answer(request.id, end(request));
    case 'migrate':
      return void answer(
        request.id,
        migrate(drizzle({ client }), { migrationsFolder: request.migrationsFolder }).then(() => null),
      );
    case 'close':
      return void answer(
        request.id,
        client.close().then(() => null),
      );
  }
});

client.waitReady.then(
  () => port.postMessage({ ready: true } satisfies Ready),
  (error: unknown) => port.postMessage({ ready: false, error: errorFields(error) } satisfies Ready),
);
