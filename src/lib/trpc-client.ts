import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AppRouter } from './api-types';
import { wireFormat } from '@shared/wire-format';
import { createTrpcQueryUtils, createTrpcReact, READ_HOOKS } from './trpc-react';

/**
 * What every page's code needs of tRPC: the client, the query cache and the reading hooks. The hooks that write,
 * list page by page or suspend (`api` in ./trpc) are imported by the features that use them, so a first page whose
 * components only read carries none of TanStack Query's code behind them (decision 0245).
 */

export type TrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;
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
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (count, error) => !(error instanceof TRPCClientError && isClientError(error)) && count < 2 },
    },
  });
}

/** The browser's link: batched HTTP calls to /trpc. The server renders pages with a link that calls the router in-process. */
export function browserLink(): TRPCLink<AppRouter> {
  // The server refuses batches of more than 32 calls; one page never needs more than a few.
  return httpBatchLink({ url: '/trpc', transformer: wireFormat, maxItems: 16 });
}

export function createTrpcClient(link: TRPCLink<AppRouter>): TrpcClient {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** For route loaders: trpc.shop.products.ensureData() fills the same cache entries the hooks read. */
export function createQueryUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTrpcQueryUtils<AppRouter>(queryClient, client);
}

function isClientError(error: TRPCClientError<AppRouter>): boolean {
  const status = error.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}
