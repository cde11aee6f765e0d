import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One answer as it travels inside a rendered page: what the browser's query cache needs to start from it and nothing
 * more. query-core's own dehydrate() sends each query's whole state (eleven bookkeeping fields, the key a second time
 * as its hash, a timestamp per query), which every page view downloads and which cost the shop page a tenth of its
 * compressed size; every one of those fields has a known value for an answer that arrived, so the browser rebuilds
 * it. An infinite query's kind is not sent either: its hook or loader names it on every fetch of a further page.
 */
export type TransferredQuery = {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
};

/** The successful answers in the server's cache (a failed read is asked again by the browser, whose section shows the error). */
export function packQueries(queryClient: QueryClient): TransferredQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

/**
 * Puts the packed answers into the browser's cache as settled, successful queries read at `updatedAt`, so the hooks
 * that ask for them find them and do not fetch again. setQueryData rather than query-core's hydrate(): it builds the
 * same entry, and the first page then does not ship hydrate's code.
 */
export function restoreQueries(queryClient: QueryClient, queries: readonly TransferredQuery[]): void {
  for (const { queryKey, data, updatedAt } of queries) queryClient.setQueryData(queryKey, data, { updatedAt });
}
