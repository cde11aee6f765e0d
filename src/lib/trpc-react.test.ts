import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, getUntypedClient, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact, getQueryKey } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from './api-types';
import { createTrpcQueryUtils, queryKeyOf } from './trpc-react';

/** A link that answers every call with its own path and input, and records the calls. */
function recordingLink(calls: { path: string; input: unknown; type: string }[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input, type: op.type });
        observer.next({ result: { type: 'data', data: { path: op.path, input: op.input, nextCursor: 'next' } } });
        observer.complete();
      });
}

/** The same steps run with `@trpc/react-query`'s utilities and with the site's: the calls and the cache they leave. */
async function runBoth(steps: (utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>) => Promise<unknown>) {
  const results = [];
  for (const make of [
    (queryClient: QueryClient, client: ReturnType<typeof createTRPCClient<AppRouter>>) => createTRPCQueryUtils<AppRouter>({ queryClient, client }),
    (queryClient: QueryClient, client: ReturnType<typeof createTRPCClient<AppRouter>>) =>
      createTrpcQueryUtils<AppRouter>(queryClient, getUntypedClient(client)),
  ]) {
    const calls: { path: string; input: unknown; type: string }[] = [];
    const queryClient = new QueryClient();
    const client = createTRPCClient<AppRouter>({ links: [recordingLink(calls)] });
    const returned = await steps(make(queryClient, client));
    const cache = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => ({ key: query.queryKey, data: query.state.data, stale: query.isStale() }));
    results.push({ calls, cache, returned });
  }
  return results;
}

describe('the site’s tRPC bindings', () => {
  const official = createTRPCReact<AppRouter>();
  // Any procedure or router, with any input: the keys are compared as values.
  const officialKey = getQueryKey as (procedureOrRouter: unknown, input?: unknown, type?: string) => unknown;

  it('give every procedure and router the query keys of @trpc/react-query', () => {
    const inputs = [undefined, { slug: 'tub' }, { limit: 6, cursor: 'c', direction: 'forward' }, { limit: 6 }, 0, ''];
    for (const type of ['query', 'infinite', 'any'] as const) {
      for (const input of inputs) {
        expect(queryKeyOf(['shop', 'products'], input, type)).toEqual(officialKey(official.shop.products, input, type));
      }
    }
    expect(queryKeyOf(['member'])).toEqual(officialKey(official.member));
  });

  it('read, prefetch and ensure as @trpc/react-query does', async () => {
    const [theirs, ours] = await runBoth(async (utils) => [
      await utils.shop.products.fetch(),
      await utils.content.settings.prefetch(),
      await utils.shop.product.ensureData({ slug: 'tub' }),
      await utils.blog.list.prefetchInfinite({ limit: 6 }, { getNextPageParam: (page) => page.nextCursor, pages: 2 }),
      utils.shop.product.getData({ slug: 'tub' }),
    ]);
    expect(ours).toEqual(theirs);
  });

  it('write, invalidate and refetch the same entries as @trpc/react-query', async () => {
    const [theirs, ours] = await runBoth(async (utils) => {
      await utils.shop.products.prefetch();
      await utils.shop.product.prefetch({ slug: 'tub' });
      await utils.content.settings.prefetch();
      utils.shop.product.setData({ slug: 'tub' }, (previous) => ({ ...previous!, name: 'written' }) as never);
      await utils.shop.invalidate(undefined, { refetchType: 'none' });
      await utils.content.settings.refetch();
      return utils.shop.product.getData({ slug: 'tub' });
    });
    expect(ours).toEqual(theirs);
  });
});
