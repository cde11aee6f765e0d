import { MutationCache, useInfiniteQuery, useMutation, useSuspenseQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { provideMutationCache } from './deferred-mutation-cache';
import { infiniteQueryFnOf, queryFnOf, queryKeyOf, READ_HOOKS, useApiContext, type HookSet, type Options, type Path, type SupportedHook } from './trpc-react';

/*
 * The hook kinds beyond reading: suspending reads, lists read page by page, and writes. They live apart from the
 * bindings' core (./trpc-react) so that the code every first page loads, which only reads, leaves them and TanStack
 * Query's observers behind them out; the features that use them load them with `api` (./trpc).
 */

// Writes are made only through these hooks: the query caches' stand-in mutation caches become real ones now.
provideMutationCache(MutationCache);

function useSuspenseQueryHook(path: Path, input: unknown, opts: Options | undefined) {
  const { client, queryClient } = useApiContext();
  const queryKey = queryKeyOf(path, input, 'query');
  const result = useSuspenseQuery({ ...opts, queryKey, queryFn: queryFnOf(client, path, queryKey, opts) as never }, queryClient);
  return [result.data, result];
}

function useInfiniteQueryHook(path: Path, input: unknown, opts: Options) {
  const { client, queryClient } = useApiContext();
  const queryKey = queryKeyOf(path, input, 'infinite');
  return useInfiniteQuery<unknown, Error, InfiniteData<unknown>, QueryKey, unknown>(
    // getNextPageParam comes with the caller's options.
    { ...opts, queryKey, queryFn: infiniteQueryFnOf(client, path, queryKey, opts), initialPageParam: opts.initialCursor ?? null } as never,
    queryClient,
  );
}

function useMutationHook(path: Path, opts: Options | undefined) {
  const { client, queryClient } = useApiContext();
  return useMutation({ ...opts, mutationKey: [path], mutationFn: (input: unknown) => client.mutation(path.join('.'), input, opts?.trpc) }, queryClient);
}

export const ALL_HOOKS: HookSet<SupportedHook> = {
  useQuery: READ_HOOKS.useQuery,
  useSuspenseQuery: useSuspenseQueryHook,
  useInfiniteQuery: useInfiniteQueryHook,
  useMutation: (path, opts: Options | undefined) => useMutationHook(path, opts),
};
