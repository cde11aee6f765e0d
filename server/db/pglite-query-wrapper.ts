import type { PGlite } from '@electric-sql/pglite';

type Query = PGlite['query'];
/** The handle PGlite gives a transaction's work; its queries skip the wait for other transactions. */
export type TransactionHandle = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * Puts `wrap` around every query the embedded client runs: its own `query`, and the `query` of the handle PGlite
 * makes for each transaction (a transaction's queries go through that handle, not through the client's).
 */
export function wrapEveryQuery(client: PGlite, wrap: (next: Query, transaction?: TransactionHandle) => Query): void {
  client.query = wrap(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx) as Query, tx) as typeof tx.query;
      return work(tx);
    })) as PGlite['transaction'];
}
