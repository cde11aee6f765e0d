/**
 * A json value a statement computed (json_agg, json_build_object) as an object: PGlite parses json itself, while
 * drizzle's postgres.js driver hands it over as text.
 */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
