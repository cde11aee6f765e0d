// tRPC's transformer: JSON plus Dates, on superjson's wire format ({ json, meta: { values } }) so requests written by
// hand as { json: input } (the game's keepalive save, tests) keep working. Only Dates need to survive the trip in
// this API; superjson's Maps, Sets, BigInts and references were 5 kB of the first page that nothing used.
// No imports: the browser bundle includes this file.

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type Path = (string | number)[];
type Payload = { json: JsonValue; meta?: { values: ['Date'] | ['undefined'] | Record<string, ['Date']> } };

const escapeKey = (key: string | number) => String(key).replace(/\\/g, '\\\\').replace(/\./g, '\\.');

function splitPath(path: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i]!;
    if (char === '\\' && i + 1 < path.length) {
      current += path[i + 1];
      i += 1;
    } else if (char === '.') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function toJson(value: unknown, path: Path, dates: Path[]): JsonValue | undefined {
  if (value instanceof Date) {
    dates.push(path);
    return value.toISOString();
  }
  if (Array.isArray(value)) return value.map((item, index) => toJson(item, [...path, index], dates) ?? null);
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = toJson(item, [...path, key], dates);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') throw new TypeError('BigInt values are not sent over the API');
  return value as JsonValue;
}

export const wireFormat = {
  serialize(value: unknown): Payload {
    // A procedure called without input: superjson marks it, so the server sees undefined rather than null.
    if (value === undefined) return { json: null, meta: { values: ['undefined'] } };
    const dates: Path[] = [];
    const json = toJson(value, [], dates) ?? null;
    if (dates.length === 0) return { json };
    if (dates.length === 1 && dates[0]!.length === 0) return { json, meta: { values: ['Date'] } };
    return { json, meta: { values: Object.fromEntries(dates.map((path) => [path.map(escapeKey).join('.'), ['Date'] as ['Date']])) } };
  },

  deserialize(payload: unknown): unknown {
    if (payload === null || typeof payload !== 'object') return payload;
    const { json, meta } = payload as Partial<Payload>;
    const values = meta?.values;
    if (!values) return json;
    if (Array.isArray(values)) {
      if (values[0] === 'undefined') return undefined;
      return values[0] === 'Date' && typeof json === 'string' ? new Date(json) : json;
    }
    for (const [path, [type]] of Object.entries(values)) {
      if (type !== 'Date') continue;
      const keys = splitPath(path);
      const last = keys.pop()!;
      let node: unknown = json;
      for (const key of keys) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      if (node !== null && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record[last] === 'string') record[last] = new Date(record[last] as string);
      }
    }
    return json;
  },
};
