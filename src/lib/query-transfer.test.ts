import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { packQueries, restoreQueries } from './query-transfer';

const READ_AT = Date.UTC(2026, 0, 15, 12);

async function serverCache(): Promise<QueryClient> {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: [['shop', 'products'], { type: 'query' }], queryFn: () => [{ id: 'p1', name: 'Tub' }] });
  await server.prefetchInfiniteQuery({
    queryKey: [['blog', 'list'], { input: { limit: 2 }, type: 'infinite' }],
    queryFn: () => ({ items: ['a', 'b'], nextCursor: 'c' }),
    initialPageParam: null,
  });
  await server.prefetchQuery({
    queryKey: [['content', 'home'], { type: 'query' }],
    queryFn: () => Promise.reject(new Error('database down')),
  });
  for (const query of server.getQueryCache().getAll()) {
    if (query.state.status === 'success') query.setState({ dataUpdatedAt: READ_AT });
  }
  return server;
}

describe('query transfer', () => {
  it('packs only what the browser needs: key, data and read time of each successful answer', async () => {
    const packed = packQueries(await serverCache());
    expect(packed).toEqual([
      { queryKey: [['shop', 'products'], { type: 'query' }], data: [{ id: 'p1', name: 'Tub' }], updatedAt: READ_AT },
      {
        queryKey: [['blog', 'list'], { input: { limit: 2 }, type: 'infinite' }],
        data: { pages: [{ items: ['a', 'b'], nextCursor: 'c' }], pageParams: [null] },
        updatedAt: READ_AT,
      },
    ]);
  });

  it('rebuilds settled, successful queries that a browser cache uses without asking again', async () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    restoreQueries(browser, JSON.parse(JSON.stringify(packQueries(await serverCache()))));

    const products = browser.getQueryCache().find({ queryKey: [['shop', 'products'], { type: 'query' }], exact: true })!;
    expect(products.state).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      isInvalidated: false,
      data: [{ id: 'p1', name: 'Tub' }],
      dataUpdatedAt: READ_AT,
    });
    // The same hash the browser's own hooks compute, so their reads find this entry instead of fetching.
    expect(browser.getQueryData([['shop', 'products'], { type: 'query' }])).toEqual([{ id: 'p1', name: 'Tub' }]);

    // An infinite list restored this way goes on to its next page as an infinite query, without reading page one again.
    const pagesRead: unknown[] = [];
    const blog = new InfiniteQueryObserver(browser, {
      queryKey: [['blog', 'list'], { input: { limit: 2 }, type: 'infinite' }],
      queryFn: ({ pageParam }) => {
        pagesRead.push(pageParam);
        return { items: [String(pageParam)], nextCursor: null };
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
      staleTime: Infinity,
    });
    const unsubscribe = blog.subscribe(() => {});
    await blog.fetchNextPage();
    expect(blog.getCurrentResult().data?.pages).toEqual([
      { items: ['a', 'b'], nextCursor: 'c' },
      { items: ['c'], nextCursor: null },
    ]);
    expect(pagesRead).toEqual(['c']);
    unsubscribe();
    // The failed read did not travel: the browser asks for it again.
    expect(browser.getQueryCache().find({ queryKey: [['content', 'home'], { type: 'query' }] })).toBeUndefined();
  });
});
