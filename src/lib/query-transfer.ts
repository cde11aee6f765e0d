import { hashKey, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One answer as it travels inside a rendered page: what the browser's query cache needs to start from it and nothing
 * more. query-core's own dehydrate() sends each query's whole state (eleven bookkeeping fields, the key a second time
 * as its hash, a timestamp per query), which every page view downloads and which cost the shop page a tenth of its
 * compressed size; every one of those fields has a known value for an answer that arrived, so the browser rebuilds it.
 */
export type TransferredQuery = {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
  /** Set for infinite queries ('infinite'), whose later pages are fetched differently. */
  queryType?: 'infinite';
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
      ...(query.queryType ? { queryType: query.queryType } : {}),
    }));
}

/** The packed answers as query-core's hydrate() takes them: each a settled, successful query read at `updatedAt`. */
export function unpackQueries(queries: readonly TransferredQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(({ queryKey, data, updatedAt, queryType }) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: updatedAt,
      ...(queryType ? { queryType } : {}),
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: updatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}
