import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { wrapEveryQuery } from './pglite-query-wrapper';

/** PGlite's queues, which its own queries take: one for transactions, one for single statements. */
type PGliteQueues = { _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>; _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> };

/**
 * Makes the embedded database run each query with one call into PostgreSQL instead of six.
 *
 * PGlite sends a query's protocol messages one at a time (parse, describe the statement, bind, describe the portal,
 * execute, sync), each a call into its WebAssembly build with its own buffers, so that it can learn the parameters'
 * types and convert each value for its type. For a short statement those calls cost more than the statement: about
 * 0.1 ms of the 0.25 ms a one-row insert took. Here the messages go in one buffer and PostgreSQL answers them in one
 * call; the parameters go as text and PostgreSQL reads each as the type it expects, which is what PGlite's own
 * conversion produces for the values this path takes: strings, numbers, big integers, booleans, dates and nulls. A
 * query with any other value (an array, an object, bytes) or a file goes PGlite's own way, as do the queries of PGlite's
 * own start.
 */
export function runQueriesInOneCall(client: PGlite): void {
  const queues = client as unknown as PGliteQueues;
  wrapEveryQuery(
    client,
    (next, transaction) =>
      ((text: string, params?: unknown[], options?: QueryOptions) => {
        if (!client.ready || !canTakeOneCall(params, options) || transaction?.closed) return next(text, params, options);
        const run = () => queues._runExclusiveQuery(() => runInOneCall(client, text, params, options));
        // A transaction's own queries already hold the transaction queue; a single statement waits for it.
        return transaction ? run() : queues._runExclusiveTransaction(run);
      }) as typeof next,
  );
}

function canTakeOneCall(params: unknown[] | undefined, options: QueryOptions | undefined): boolean {
  if (options?.blob || options?.paramTypes || options?.serializers) return false;
  return (params ?? []).every(
    (value) => value === null || value === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof value) || value instanceof Date,
  );
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

async function runInOneCall<T>(client: PGlite, text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
  const parts = [
    protocol.serialize.parse({ text }),
    protocol.serialize.bind({ values: (params ?? []).map(asText) }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.byteLength;
  }
  let messages;
  try {
    ({ messages } = await client.execProtocol(message, { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) }));
  } catch (error) {
    // As PGlite's own queries do: the error says which statement failed.
    if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
  // Outside a transaction the statement has committed; PGlite writes its files out then, as after its own queries.
  if (!client.isInTransaction()) await client.syncToFs();
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}
