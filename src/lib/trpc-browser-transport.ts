import { createTRPCUntypedClient, httpBatchLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { wireFormat } from '@shared/wire-format';

/**
 * The browser's calls to the API: batched HTTP calls to /trpc. Loaded with the first call (see lazyBrowserClient in
 * ./trpc-client), not with the page: a page rendered by the server arrives with its answers, so most first visits call
 * nothing until the visitor does something.
 */
// The server refuses batches of more than 32 calls; one page never needs more than a few.
export const browserTransport = createTRPCUntypedClient<AnyRouter>({ links: [httpBatchLink({ url: '/trpc', transformer: wireFormat, maxItems: 16 })] });
