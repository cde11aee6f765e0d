import path from 'node:path';
import type { EventLoopUtilityFunction } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../project-root';
import type { Answer, ErrorFields, QueryResult, Ready, Request } from './pglite-worker-messages';

type QueryOptions = { rowMode?: 'array' | 'object' };
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;

/** The embedded database in a worker thread of its own: a client for Drizzle, and what the site does besides querying. */
export type PgliteInWorker = {
  /** What Drizzle's PGlite driver calls: `query`, and `transaction` whose handle has a `query` of its own. */
  client: PGlite;
  ready: Promise<void>;
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
  /** Settles with the error when the worker stops without having been closed: the database is gone. */
  stopped: Promise<Error>;
  /** The worker's event-loop utilization: how busy the database has been. */
  eventLoopUtilization: EventLoopUtilityFunction;
};

/** A database error as the worker saw it: its message, and its code, constraint, detail... as fields of its own. */
class EmbeddedDatabaseError extends Error {
  constructor(error: ErrorFields) {
    super(error.message);
    Object.assign(this, error.fields);
    this.name = error.name;
  }
}

/**
 * Where the worker's code is. The built server runs `dist/server/db/pglite-worker.js`; run from its TypeScript sources
 * (tests, `npm run dev`), the worker loads its source through tsx, as the rest of the server was.
 */
function startWorker(dataDir: string | undefined): Worker {
  const options = { workerData: { dataDir } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(path.join(projectRoot, 'dist/server/db/pglite-worker.js'), options);
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`, {
    ...options,
    eval: true,
  });
}

/**
 * Opens the embedded database in `dataDir` (in memory when undefined) in a worker thread. PGlite runs each statement
 * synchronously on the thread it lives on: on the site's thread, a statement storing forty orders held every other
 * request, and the connections arriving meanwhile, for 30-50 ms. The worker answers one query at a time in the order
 * they were asked, as PGlite does; a transaction holds the database from its begin to its end, as it does in PGlite.
 */
export function openPgliteInWorker(dataDir: string | undefined): PgliteInWorker {
  const worker = startWorker(dataDir);
  const waiting = new Map<number, { resolve: (value: QueryResult | null) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failure: Error | undefined;
  let closing = false;
  let reportStop!: (error: Error) => void;
  const stopped = new Promise<Error>((resolve) => (reportStop = resolve));

  let settleReady!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  // A worker that stops (it could not open the database, an error it could not answer, the end of the process) fails
  // what waits for it, and what would ask it later.
  const stop = (error: Error) => {
    failure ??= error;
    settleReady.reject(failure);
    for (const request of waiting.values()) request.reject(failure);
    waiting.clear();
    if (!closing) reportStop(failure);
  };
  worker.once('message', (message: Ready) => {
    if (!message.ready) {
      stop(new EmbeddedDatabaseError(message.error));
      void worker.terminate();
      return;
    }
    worker.on('message', (answer: Answer) => {
      const request = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.ok) request?.resolve(answer.value);
      else request?.reject(new EmbeddedDatabaseError(answer.error));
    });
    settleReady.resolve();
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error('The embedded database has closed')));
  // Whoever asks first hears why the database could not open; this keeps that from also ending the process unheard.
  ready.catch(() => undefined);

  /** Sends a request under `id` and answers what the worker answered. */
  async function ask(id: number, request: DistributiveOmit<Request, 'id'>): Promise<QueryResult | null> {
    await ready;
    if (failure) throw failure;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryIn =
    (transaction: number | undefined): Query =>
    async (text, params, options) =>
      (await ask(++lastId, { op: 'query', text, params, rowMode: options?.rowMode, transaction })) as QueryResult;

  const client = {
    query: queryIn(undefined),
    /** Runs `work` in a transaction that commits when it ends and rolls back when it throws, as PGlite's own does. */
    async transaction<T>(work: (handle: { query: Query }) => Promise<T>): Promise<T> {
      // The transaction is known by the id of the request that began it.
      const transaction = ++lastId;
      await ask(transaction, { op: 'begin' });
      let result: T;
      try {
        result = await work({ query: queryIn(transaction) });
      } catch (error) {
        // The work's error is the one to tell: a failed rollback means the worker has stopped, and said so already.
        await ask(++lastId, { op: 'end', transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask(++lastId, { op: 'end', transaction, commit: true });
      return result;
    },
  };

  return {
    client: client as unknown as PGlite,
    ready,
    migrate: async (migrationsFolder) => void (await ask(++lastId, { op: 'migrate', migrationsFolder })),
    close: async () => {
      if (failure) return;
      closing = true;
      await ask(++lastId, { op: 'close' });
      await worker.terminate();
    },
    stopped,
    eventLoopUtilization: (...args) => worker.performance.eventLoopUtilization(...args),
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
