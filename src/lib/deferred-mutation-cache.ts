import type { MutationCache } from '@tanstack/react-query';

/*
 * TanStack Query's writes (the mutation cache and the Mutation class behind it, about 0.8 kB gzip of /) are needed
 * only by the pages and forms that write, which load the write hooks (./trpc-react-hooks) first. The query cache gets
 * a stand-in: until the write hooks have handed over the cache's class, it answers as an empty cache (no writes to
 * count, resume or clear); from then on it is a real MutationCache of this query cache's own, made on first use.
 * The client build leaves QueryClient's default mutation cache out (see vite.config.ts), so every QueryClient the
 * browser makes must be given one of these.
 */

let MutationCacheClass: typeof MutationCache | undefined;

/** Called by the write hooks' module as it loads: from then on the stand-ins make and use a real cache. */
export function provideMutationCache(cacheClass: typeof MutationCache): void {
  MutationCacheClass ??= cacheClass;
}

const EMPTY_CACHE = {
  find: () => undefined,
  findAll: () => [],
  getAll: () => [],
  clear: () => {},
  notify: () => {},
  resumePausedMutations: () => Promise.resolve(),
  subscribe: () => () => {},
};

/** A mutation cache for one query cache: empty while no write code has loaded, a real one after. */
export function deferredMutationCache(): MutationCache {
  let cache: MutationCache | undefined;
  const target = (): object => {
    if (cache) return cache;
    if (!MutationCacheClass) return EMPTY_CACHE;
    return (cache = new MutationCacheClass());
  };
  return new Proxy(EMPTY_CACHE, {
    get: (_empty, key) => {
      const current = target();
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  }) as unknown as MutationCache;
}
