import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from './api-types';
import { wireFormat } from '@shared/wire-format';

/** The browser's link: batched HTTP calls to /trpc. The server renders pages with a link that calls the router in-process. */
export function httpBrowserLink(): TRPCLink<AppRouter> {
  // The server refuses batches of more than 32 calls; one page never needs more than a few.
  return httpBatchLink({ url: '/trpc', transformer: wireFormat, maxItems: 16 });
}
