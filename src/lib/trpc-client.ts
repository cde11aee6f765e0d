import { QueryClient } from '@tanstack/react-query';
import { wireFormat } from '@shared/wire-format';
import type { AppRouter } from './api-types';
import { deferredMutationCache } from './deferred-mutation-cache';
import { onFirstUse } from './first-use';
import { createTrpcQueryUtils, createTrpcReact, READ_HOOKS, type ApiClient } from './trpc-react';

/**
 * What every page's code needs of tRPC: the client, the query cache and the reading hooks. The hooks that write,
 * list page by page or suspend (`api` in ./trpc) are imported by the features that use them, so a first page whose
 * components only read carries none of TanStack Query's code behind them (decision 0245).
 */

export type TrpcClient = ApiClient;
export type QueryUtils = ReturnType<typeof createQueryUtils>;

/**
 * The reading hooks for the code of every first page (the frame, its header and footer, the cart's sync):
 * `readApi.account.me.useQuery()`, `readApi.useUtils()`, `<readApi.Provider>`. Its queries are `api`'s, in the same
 * cache, and its Provider serves both.
 */
export const readApi = createTrpcReact<AppRouter, 'useQuery'>(READ_HOOKS);

/**
 * One query cache per browser tab, and one per page the server renders: a cache shared between server renders
 * would carry one request's answers into another's page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The writes' cache comes with the code that writes (see deferredMutationCache).
    mutationCache: deferredMutationCache(),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (count, error) => !isClientError(error) && count < 2 },
    },
  });
}

/**
 * The browser's client. tRPC's client and its batching HTTP link (about 5 kB gzip) load when the visitor first
 * points, presses, types or focuses, ready for the pages, forms and buttons they are about to use; a page rendered by
 * the server arrives with the answers it shows, and its only calls at load (who is signed in) are plain GET requests
 * of tRPC's HTTP protocol, made here without tRPC's code. Calls made while the link loads wait for it and still
 * travel in one batch. A read this way that does not succeed is made again through tRPC's client, so a failure
 * reaches the page as the same TRPCClientError as always. The server renders pages with a link that calls the router
 * in-process (see entry-server.tsx).
 */
export function lazyBrowserClient(): TrpcClient {
  let loading: Promise<TrpcClient> | undefined;
  const transport = () =>
    (loading ??= import('./trpc-browser-transport').then(
      (module) => module.browserTransport,
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again by the next call.
        loading = undefined;
        throw error;
      },
    ));
  onFirstUse(() => void transport().catch(() => {}));
  return {
    query: (path, input, opts) =>
      loading
        ? transport().then((client) => client.query(path, input, opts))
        : readWithoutTrpc(path, input, opts?.signal).catch((error: unknown) => {
            if (opts?.signal?.aborted) throw error;
            return transport().then((client) => client.query(path, input, opts));
          }),
    mutation: (path, input, opts) => transport().then((client) => client.mutation(path, input, opts)),
  };
}

/** A query as tRPC's HTTP link makes it without batching (GET /trpc/<path>?input=...); throws on anything but data. */
async function readWithoutTrpc(path: string, input: unknown, signal: AbortSignal | null | undefined): Promise<unknown> {
  const url = `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(wireFormat.serialize(input)))}`;
  const response = await fetch(url, { signal: signal ?? null });
  const body = (await response.json()) as { result?: { data?: unknown } };
  if (!response.ok || !body.result) throw new Error(`${path} answered ${response.status}`);
  return wireFormat.deserialize(body.result.data);
}

/** For route loaders: trpc.shop.products.ensureData() fills the same cache entries the hooks read. */
export function createQueryUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTrpcQueryUtils<AppRouter>(queryClient, client);
}

/**
 * A call the server refused as asked (not found, invalid input, too many requests): asking again changes nothing.
 * tRPC's client error carries the answer's status in `data` (read without importing its class, which would bring
 * tRPC's client code back into the first page).
 */
function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}
