import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { wrapEveryQuery } from './pglite-query-wrapper';

// The types Drizzle reads as PostgreSQL's own text and converts itself (dates, times, intervals, numeric arrays and the
// arrays of the others), so it asks PGlite to leave them unparsed.
const TEXT_TYPE_IDS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const TEXT_TYPES = new Set(TEXT_TYPE_IDS.map(String));
const asText = (value: string) => value;

/**
 * Installs Drizzle's parsers on the embedded client once, instead of with every query.
 *
 * Drizzle passes the same handful of "leave it as text" parsers with every query, and PGlite merges a query's parsers
 * into a copy of its whole table (some 300 types once the array types are known) for each result it reads: about a
 * tenth of a ms per query, a tenth of a public form's whole cost. Once PGlite is ready (its start fills in the array
 * types from the element types, which must stay as they are until then), the same parsers are put in its table, and a
 * query whose parsers are only these is passed on without them.
 */
export function installDrizzleParsers(client: PGlite): void {
  let installed = false;
  void client.waitReady.then(() => {
    for (const id of TEXT_TYPE_IDS) client.parsers[id] = asText;
    installed = true;
  });
  const withoutTextParsers = <Options extends { parsers?: object } | undefined>(options: Options): Options =>
    installed && options?.parsers && onlyTextTypes(options.parsers) ? { ...options, parsers: undefined } : options;
  wrapEveryQuery(
    client,
    (next) => ((text: string, params?: unknown[], options?: QueryOptions) => next(text, params, withoutTextParsers(options))) as typeof next,
  );
}

function onlyTextTypes(parsers: object): boolean {
  for (const id in parsers) if (!TEXT_TYPES.has(id)) return false;
  return true;
}
