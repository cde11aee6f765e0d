import { describe, expect, it } from 'vitest';
import { containsEmailAddress, unstorableCharacterIndex } from './text';

describe('containsEmailAddress', () => {
  it('finds what \\S+@\\S+\\.\\S+ finds', () => {
    const samples = ['a@b.c', 'x a@b.c y', 'a@@b..c', '@b.c', 'a@.c', 'a@b.', 'a@b', 'ab.c@d', 'a.b@c.d.e', 'a @b.c', 'Sam', '', 'a@b.c.', '.@..'];
    for (const sample of samples) expect(containsEmailAddress(sample), sample).toBe(/\S+@\S+\.\S+/.test(sample));
  });

  it('takes linear time on a long run without spaces', () => {
    const started = performance.now();
    containsEmailAddress('@'.repeat(200_000) + '.'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('unstorableCharacterIndex', () => {
  it('accepts ordinary text, emoji and line breaks', () => {
    expect(unstorableCharacterIndex('Café 🍭 line\nnext\r\n\ttab')).toBe(-1);
  });

  it('finds NUL, control characters and lone surrogates', () => {
    expect(unstorableCharacterIndex('ab\u0000')).toBe(2);
    expect(unstorableCharacterIndex('\u0007')).toBe(0);
    expect(unstorableCharacterIndex('\u007f')).toBe(0);
    expect(unstorableCharacterIndex('a\ud83c')).toBe(1);
    expect(unstorableCharacterIndex('a\udf6dz')).toBe(1);
    expect(unstorableCharacterIndex('\ud83c\udf6d\ud83c')).toBe(2);
  });
});
