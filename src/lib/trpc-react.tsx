import { skipToken, useQuery, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { TRPCUntypedClient } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { CreateTRPCReactBase, createTRPCQueryUtils, DecorateRouterRecord } from '@trpc/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The site's React bindings for tRPC: the hooks and utilities of `@trpc/react-query` that the pages use, with the
 * same names, arguments, results and query keys, built on the same tRPC client and TanStack Query cache. That package
 * creates every kind of hook (queries, suspense and infinite variants, prefetching hooks, useQueries, subscriptions)
 * and the code behind each for the first page, whether a page uses it or not; these bindings carry only the four
 * kinds of hook the site calls, and their types (from `@trpc/react-query`, erased from the build) offer only those.
 *
 * A query's key is the one `@trpc/react-query` gives ([path], { input, type }), so the answers the server sends with a
 * page fill the entries the hooks read; src/lib/trpc-react.test.ts holds the two together.
 */

type QueryType = 'query' | 'infinite' | 'any';

/**
 * The calls the bindings make: tRPC's untyped client has them (the server's renderer passes one), and so has the
 * browser's client, which loads tRPC's client code with its first call (lazyBrowserClient in ./trpc-client).
 */
export type ApiClient = Pick<TRPCUntypedClient<AnyRouter>, 'query' | 'mutation'>;

/**
 * `proxy.a.b.c(...args)` calls `callback({ path: ['a', 'b', 'c'], args })`: what tRPC's own recursive proxy does for
 * its clients, written here so the first page carries none of tRPC's modules (its proxy shares one with the server's
 * error shapes and HTTP codes). Each path's proxy is made once. It is no promise (`then` is undefined), so a proxy
 * can be returned from an async function.
 */
function createRecursiveProxy(
  callback: (call: { path: string[]; args: unknown[] }) => unknown,
  path: string[] = [],
  made = new Map<string, unknown>(),
): unknown {
  const key = path.join('.');
  if (!made.has(key)) {
    const proxy = new Proxy(() => {}, {
      get: (_target, name) => (typeof name !== 'string' || name === 'then' ? undefined : createRecursiveProxy(callback, [...path, name], made)),
      apply: (_target, _this, args: unknown[]) => callback({ path, args }),
    });
    made.set(key, proxy);
  }
  return made.get(key);
}
export type Path = readonly string[];
export type Options = Record<string, unknown> & { trpc?: Record<string, unknown>; initialCursor?: unknown };

/** The query key `@trpc/react-query` gives a procedure (or a router, with no input): what the cache is indexed by. */
export function queryKeyOf(path: Path, input?: unknown, type: QueryType = 'any'): QueryKey {
  if (!input && type === 'any') return path.length > 0 ? [path] : [];
  if (type === 'infinite' && isObject(input) && ('direction' in input || 'cursor' in input)) {
    const { cursor: _cursor, direction: _direction, ...rest } = input;
    return [path, { input: rest, type }];
  }
  return [path, { ...(input !== undefined && input !== skipToken ? { input } : {}), ...(type === 'any' ? {} : { type }) }];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && !Array.isArray(value) && typeof value === 'object';
}

function inputOf(queryKey: QueryKey): unknown {
  return (queryKey[1] as { input?: unknown } | undefined)?.input;
}

/** A page of an infinite query asks for the input with the page's cursor (none for the first) and direction. */
function pageInput(queryKey: QueryKey, context: QueryFunctionContext<QueryKey, unknown>, initialCursor: unknown) {
  const pageParam = context.pageParam ?? initialCursor;
  return { ...(inputOf(queryKey) ?? {}), ...(pageParam ? { cursor: pageParam } : {}), direction: context.direction };
}

export function queryFnOf(client: ApiClient, path: Path, queryKey: QueryKey, opts?: Options) {
  return inputOf(queryKey) === skipToken ? skipToken : () => client.query(path.join('.'), inputOf(queryKey), opts?.trpc);
}

export function infiniteQueryFnOf(client: ApiClient, path: Path, queryKey: QueryKey, opts?: Options) {
  return inputOf(queryKey) === skipToken
    ? skipToken
    : (context: QueryFunctionContext<QueryKey, unknown>) => client.query(path.join('.'), pageInput(queryKey, context, opts?.initialCursor), opts?.trpc);
}

const QUERY_TYPES: Record<string, QueryType> = {
  queryOptions: 'query',
  fetch: 'query',
  ensureData: 'query',
  prefetch: 'query',
  getData: 'query',
  setData: 'query',
  setQueriesData: 'query',
  infiniteQueryOptions: 'infinite',
  fetchInfinite: 'infinite',
  prefetchInfinite: 'infinite',
  getInfiniteData: 'infinite',
  setInfiniteData: 'infinite',
};

/** `utils.<path>.<name>(input, ...args)`: the cache operations of `@trpc/react-query`'s utilities, on the same keys. */
function createUtilsProxy(queryClient: QueryClient, client: ApiClient) {
  return createRecursiveProxy(({ path: fullPath, args }) => {
    const path = fullPath.slice(0, -1);
    const name = fullPath[fullPath.length - 1] ?? '';
    const [input, first, second, third] = args as [unknown, Options | undefined, unknown, unknown];
    const queryKey = queryKeyOf(path, input, QUERY_TYPES[name] ?? 'any');
    const mutationKey = [path];
    const infinite = () => ({ ...first, queryKey, queryFn: infiniteQueryFnOf(client, path, queryKey, first), initialPageParam: first?.initialCursor ?? null });
    const query = () => ({ ...first, queryKey, queryFn: queryFnOf(client, path, queryKey, first) });
    switch (name) {
      case 'queryOptions':
        return { ...query(), trpc: { path: path.join('.') } };
      case 'infiniteQueryOptions':
        return { ...infinite(), trpc: { path: path.join('.') } };
      case 'fetch':
        return queryClient.fetchQuery(query() as never);
      case 'fetchInfinite':
        return queryClient.fetchInfiniteQuery(infinite() as never);
      case 'prefetch':
        return queryClient.prefetchQuery(query() as never);
      case 'prefetchInfinite':
        return queryClient.prefetchInfiniteQuery(infinite() as never);
      case 'ensureData':
        return queryClient.ensureQueryData(query() as never);
      case 'invalidate':
        return queryClient.invalidateQueries({ ...first, queryKey }, second as never);
      case 'reset':
        return queryClient.resetQueries({ ...first, queryKey }, second as never);
      case 'refetch':
        return queryClient.refetchQueries({ ...first, queryKey }, second as never);
      case 'cancel':
        return queryClient.cancelQueries({ queryKey }, first as never);
      case 'setData':
      case 'setInfiniteData':
        queryClient.setQueryData(queryKey, first as never, second as never);
        return undefined;
      case 'setQueriesData':
        return queryClient.setQueriesData({ ...first, queryKey }, second as never, third as never);
      case 'getData':
      case 'getInfiniteData':
        return queryClient.getQueryData(queryKey);
      case 'setMutationDefaults':
        return queryClient.setMutationDefaults(
          mutationKey,
          typeof input === 'function'
            ? (input as (helpers: { canonicalMutationFn: (input: unknown) => Promise<unknown> }) => object)({
                canonicalMutationFn: (value) => client.mutation(path.join('.'), value),
              })
            : (input as never),
        );
      case 'getMutationDefaults':
        return queryClient.getMutationDefaults(mutationKey);
      case 'isMutating':
        return queryClient.isMutating({ mutationKey, exact: true });
      default:
        throw new Error(`utils.${fullPath.join('.')} is not a tRPC utility`);
    }
  });
}

type ApiContextValue = { client: ApiClient; queryClient: QueryClient; utils: unknown };
const ApiContext = createContext<ApiContextValue | null>(null);

export function useApiContext(): ApiContextValue {
  const context = useContext(ApiContext);
  if (!context) throw new Error('The tRPC hooks need <api.Provider> above them');
  return context;
}

function useQueryHook(path: Path, input: unknown, opts: Options | undefined) {
  const { client, queryClient } = useApiContext();
  const queryKey = queryKeyOf(path, input, 'query');
  return useQuery({ ...opts, queryKey, queryFn: queryFnOf(client, path, queryKey, opts) }, queryClient);
}

function useUtilsHook() {
  return useApiContext().utils;
}

/**
 * `client.cart.get.query(input, opts)`, `client.cart.add.mutate(input, opts)`: tRPC's typed client over the calls
 * the Provider was given, as `@trpc/react-query`'s `utils.client` offers it.
 */
function createTypedClient(client: ApiClient) {
  return createRecursiveProxy(({ path, args }) => {
    const procedure = path.slice(0, -1).join('.');
    const [input, opts] = args as [unknown, Parameters<ApiClient['query']>[2]];
    const call = path[path.length - 1];
    if (call === 'query') return client.query(procedure, input, opts);
    if (call === 'mutate') return client.mutation(procedure, input, opts);
    throw new Error(`client.${path.join('.')} is not a call these bindings provide`);
  });
}

function Provider({ client, queryClient, children }: { client: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  const value = useMemo(() => {
    const proxy = createUtilsProxy(queryClient, client) as Record<string, unknown>;
    const typedClient = createTypedClient(client);
    // `utils.client` is a typed client (a proxy, so it is handed out rather than traversed).
    const utils = new Proxy({}, { get: (_target, key: string) => (key === 'client' ? typedClient : proxy[key]) });
    return { client, queryClient, utils };
  }, [client, queryClient]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The hook kinds these bindings build; the others of `@trpc/react-query` are left out of the type as well. */
export type SupportedHook = 'useQuery' | 'useSuspenseQuery' | 'useInfiniteQuery' | 'useMutation';
type Fn = (...args: never[]) => unknown;
export type HookSet<THook extends SupportedHook> = Record<THook, (path: Path, ...args: never[]) => unknown>;

/** The reading hook. The other kinds, and TanStack Query's code behind them, are in ./trpc-react-hooks. */
export const READ_HOOKS: HookSet<'useQuery'> = { useQuery: useQueryHook };

type OnlySupportedHooks<T, THook extends SupportedHook> = {
  [K in keyof T as T[K] extends Fn ? (K extends THook ? K : never) : K]: T[K] extends Fn ? T[K] : OnlySupportedHooks<T[K], THook>;
};
export type TrpcReact<TRouter extends AnyRouter, THook extends SupportedHook = SupportedHook> = Pick<CreateTRPCReactBase<TRouter, unknown>, 'useUtils'> & {
  Provider: typeof Provider;
} & OnlySupportedHooks<DecorateRouterRecord<TRouter['_def']['_config']['$types'], TRouter['_def']['record']>, THook>;

/**
 * `api.shop.products.useQuery(input)`, `api.forms.contact.useMutation()`, `api.useUtils()`, `<api.Provider>`, with
 * the hook kinds of `hooks`. Every set shares one Provider and context, so one `<api.Provider>` serves them all.
 */
export function createTrpcReact<TRouter extends AnyRouter, THook extends SupportedHook = SupportedHook>(hooks: HookSet<THook>): TrpcReact<TRouter, THook> {
  const top: Record<string, unknown> = { Provider, useUtils: useUtilsHook };
  const byName: Partial<Record<string, (path: Path, ...args: never[]) => unknown>> = hooks;
  const proxy = createRecursiveProxy(({ path, args }) => {
    const name = path[path.length - 1] ?? '';
    const hook = byName[name];
    if (!hook) throw new Error(`api.${path.join('.')} is not a hook these bindings provide`);
    return hook(path.slice(0, -1), ...(args as never[]));
  }) as Record<string, unknown>;
  return new Proxy({}, { get: (_target, key: string) => (key in top ? top[key] : proxy[key]) }) as TrpcReact<TRouter, THook>;
}

/** For route loaders: `trpc.shop.products.ensureData()` fills the same cache entries the hooks read. */
export function createTrpcQueryUtils<TRouter extends AnyRouter>(queryClient: QueryClient, client: ApiClient) {
  return createUtilsProxy(queryClient, client) as unknown as ReturnType<typeof createTRPCQueryUtils<TRouter>>;
}
