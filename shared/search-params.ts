// Parsers for search params in route options (validateSearch). Route options are part of the first page's bundle,
// where even zod/mini's core (about 14 kB gzip) does not fit the 150 kB budget; these few cover what routes need.
// An invalid value falls back to undefined (the default view) rather than an error page, so an old or mistyped
// link still opens the page. A validateSearch must return every key it knows, undefined when invalid: TanStack
// Router keeps a raw param that the validator does not give a value for.

export function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export function optionalString(raw: unknown, maxLength = 500): string | undefined {
  return typeof raw === 'string' && raw.length > 0 && raw.length <= maxLength ? raw : undefined;
}

export function positiveInt(raw: unknown, max = 10_000): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row's id in the address (a course to filter by, an item to open); a malformed one is no filter at all. */
export function uuidParam(raw: unknown): string | undefined {
  return typeof raw === 'string' && UUID.test(raw) ? raw : undefined;
}

/** What every back-office list keeps in its address: the search, the sort and its direction, and the page. */
export type ListSearch<Sort extends string> = { q?: string; sort?: Sort; dir?: 'asc' | 'desc'; page?: number };

export function listSearch<Sort extends string>(sorts: readonly Sort[], raw: Record<string, unknown>): ListSearch<Sort> {
  const page = positiveInt(raw.page, 10_000);
  return {
    q: optionalString(typeof raw.q === 'string' ? raw.q.trim() : raw.q, 200),
    sort: oneOf(sorts, raw.sort),
    dir: oneOf(['asc', 'desc'] as const, raw.dir),
    page: page && page > 1 ? page : undefined,
  };
}
