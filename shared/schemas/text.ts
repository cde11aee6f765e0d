/**
 * Rules every piece of text from outside shares, checked without patterns that can backtrack: a request can hold
 * anything, so each check here runs in one pass over the string.
 */

/** Zod check options for a length limit: when the limit fails, no later check or pattern runs on the value. */
export function tooLong(message: string) {
  return { message, abort: true } as const;
}

/**
 * Whether the text holds something shaped like an email address: a run without spaces with a character, an '@',
 * at least one character, a '.', and at least one more character (what `\S+@\S+\.\S+` matches, in linear time).
 */
export function containsEmailAddress(text: string): boolean {
  for (const word of text.split(/\s+/)) {
    const at = word.indexOf('@', 1);
    if (at === -1) continue;
    const lastDot = word.lastIndexOf('.', word.length - 2);
    if (lastDot > at + 1) return true;
  }
  return false;
}

/**
 * The first character PostgreSQL or a mail client cannot take as text: NUL and the other control characters
 * (tab, line feed and carriage return are ordinary text), and UTF-16 surrogates without their pair. -1 when none.
 */
export function unstorableCharacterIndex(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return index;
    } else if (code === 0x7f) {
      return index;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return index;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return index;
    }
  }
  return -1;
}
