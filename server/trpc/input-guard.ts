import { TRPCError } from '@trpc/server';
import { unstorableCharacterIndex } from '@shared/schemas/text';

/**
 * Bounds on a call's raw input, checked before any schema parses it. The largest honest inputs are a blog post of
 * 100,000 characters and a game batch (30 s of play, a few hundred commands; a long offline stretch a few thousand).
 * Past these bounds an input can only be a script, and parsing it would cost time every other visitor waits for.
 */
export const INPUT_BOUNDS = {
  totalStringCharacters: 200_000,
  depth: 16,
  arrayItems: 5_000,
  values: 50_000,
} as const;

const TOO_LARGE = 'This request is too large.';

/** A field's path as a person reads it: `items.2.name` becomes "items 3 name". */
function describeField(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'The text';
  const words = path.map((part) => (typeof part === 'number' ? String(part + 1) : part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()));
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Walks the input once: refuses text PostgreSQL cannot store (NUL, control characters, lone surrogates) for every
 * text field of every procedure in one place, and refuses inputs too deep, too wide or too long to be honest.
 */
export function checkRawInput(input: unknown): void {
  let values = 0;
  let characters = 0;
  const visit = (value: unknown, path: (string | number)[]): void => {
    values += 1;
    if (values > INPUT_BOUNDS.values || path.length > INPUT_BOUNDS.depth) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    if (typeof value === 'string') {
      characters += value.length;
      if (characters > INPUT_BOUNDS.totalStringCharacters) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
      if (unstorableCharacterIndex(value) !== -1) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `${describeField(path)} contains characters that can't be stored. Please remove them and try again.`,
        });
      }
      return;
    }
    if (Array.isArray(value)) {
      if (value.length > INPUT_BOUNDS.arrayItems) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
      value.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [key, item] of Object.entries(value)) {
        characters += key.length;
        if (unstorableCharacterIndex(key) !== -1)
          throw new TRPCError({ code: 'BAD_REQUEST', message: "This request contains characters that can't be stored." });
        visit(item, [...path, key]);
      }
    }
  };
  visit(input, []);
}
