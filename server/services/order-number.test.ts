import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from '@shared/schemas/order-rules';
import { generateOrderNumber } from './order-number';

describe('generateOrderNumber', () => {
  it('makes DRP- and six characters without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILUV]/);
  });

  it('skips bytes that would favour the first characters', () => {
    // 29 characters: bytes from 232 (8 x 29) up are thrown away, so 232 never becomes a character.
    const bytes = [232, 255, 0, 1, 28, 29, 231, 57];
    const number = generateOrderNumber((size) => Uint8Array.from({ length: size }, (_, i) => bytes[i % bytes.length]!));
    const a = ORDER_NUMBER_ALPHABET;
    expect(number).toBe(`DRP-${a[0]}${a[1]}${a[28]}${a[0]}${a[231 % 29]}${a[57 % 29]}`);
  });
});
