/** The rows a raw statement (drizzle's `execute`) returned, from either driver: PGlite wraps them in `rows`, postgres.js does not. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
