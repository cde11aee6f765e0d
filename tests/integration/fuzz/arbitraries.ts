import fc from 'fast-check';

// Inputs for the fuzz suite, built from each procedure's own zod schema: values of the right shape (so calls reach
// the handlers), values at and just past each limit, wrong types, and text no form would send.

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };
type Check = { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number; format?: string } } };

const ODD_TEXT = ['\u0000', 'a\u0000b', '\ud83c', '\udf6d', '\u202e\u202d', '\ufeff', 'ǅ̶̡̛͓', '🍭'.repeat(50), '\u0007bell', ' '.repeat(10)];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, true, [], {}, 'text', [1, 2, 3], { nested: { deeper: 'x' } }];

function checksOf(schema: ZodLike): Check[] {
  return ((schema._zod.def.checks as Check[] | undefined) ?? []).filter((check) => check?._zod?.def);
}

function limitOf(schema: ZodLike, kind: 'max_length' | 'min_length' | 'less_than' | 'greater_than'): number | undefined {
  for (const check of checksOf(schema)) {
    const def = check._zod.def;
    if (def.check === kind) return def.maximum ?? def.minimum ?? def.value;
  }
  return undefined;
}

/** A plausible string for a field, from its name and format: enough for a call to get past validation. */
function plausibleString(schema: ZodLike, key: string): fc.Arbitrary<string> {
  const format = schema._zod.def.format as string | undefined;
  const name = key.toLowerCase();
  if (format === 'email' || name.includes('email')) return fc.constantFrom('fuzz@example.com', 'Parent.One@Example.com');
  if (format === 'uuid' || name.endsWith('id')) return fc.oneof(fc.uuid().map(String), fc.constantFrom('blog1', 'abcdefgh12'));
  if (format === 'url' || name.includes('url')) return fc.constantFrom('https://example.com/a.png', '/uploads/a.webp');
  if (name.includes('date')) return fc.constantFrom('2027-01-15', '2026-11-22', '2026-02-30');
  if (name.includes('time')) return fc.constantFrom('14:30', '25:00');
  if (name.includes('phone')) return fc.constantFrom('(404) 555-0199', '+1 404 555 0100');
  if (name.includes('key') || name.includes('token')) return fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);
  if (name.includes('slug')) return fc.stringMatching(/^[a-z0-9-]{1,30}$/);
  if (name.includes('password')) return fc.constantFrom('correct horse battery', 'password', '          ');
  return fc.string({ minLength: 1, maxLength: 40 });
}

function boundaryStrings(schema: ZodLike): fc.Arbitrary<string> {
  const max = limitOf(schema, 'max_length') ?? 200;
  return fc.constantFrom('', ' ', 'x'.repeat(max), 'x'.repeat(max + 1), 'y'.repeat(120_000), `a@${'b.'.repeat(5_000)}`);
}

/** Values for one schema: mostly plausible, sometimes at a boundary, sometimes hostile. */
export function valueFor(schema: ZodLike, key = '', depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const hostile = fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.constantFrom(...ODD_TEXT));
  const shaped = shapedValueFor(schema, key, depth);
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: hostile },
    ...(def.type === 'string' ? [{ weight: 2, arbitrary: boundaryStrings(schema) as fc.Arbitrary<unknown> }] : []),
  );
}

function shapedValueFor(schema: ZodLike, key: string, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return plausibleString(schema, key);
    case 'number':
    case 'int': {
      const min = limitOf(schema, 'greater_than') ?? -5;
      const max = limitOf(schema, 'less_than') ?? 1_000;
      return fc.oneof(fc.integer({ min: Math.max(-1e6, Math.floor(min)), max: Math.min(1e6, Math.ceil(max)) }), fc.constantFrom(min - 1, max + 1, 0.5));
    }
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>), 'not-an-option');
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(shapedValueFor(def.innerType as ZodLike, key, depth), fc.constant(undefined));
    case 'pipe':
      return shapedValueFor(def.in as ZodLike, key, depth);
    case 'union':
      return fc.oneof(...(def.options as ZodLike[]).map((option) => shapedValueFor(option, key, depth + 1)));
    case 'array': {
      const max = Math.min(limitOf(schema, 'max_length') ?? 5, 5);
      return fc.array(valueFor(def.element as ZodLike, key, depth + 1), { maxLength: max + 1 });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), valueFor(def.valueType as ZodLike, key, depth + 1), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>;
      const fields = Object.fromEntries(Object.entries(shape).map(([field, inner]) => [field, valueFor(inner, field, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** What a procedure is called with: no input, a value for its schema, or anything at all. */
export function inputFor(inputs: ZodLike[]): fc.Arbitrary<unknown> {
  const schema = inputs[0];
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constantFrom(...WRONG_TYPES));
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
