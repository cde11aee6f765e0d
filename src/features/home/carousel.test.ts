import { describe, expect, it } from 'vitest';
import { instagramAlt, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('moves forward and back', () => {
    expect(wrapIndex(2, 1, 6)).toBe(3);
    expect(wrapIndex(2, -1, 6)).toBe(1);
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(0, -7, 6)).toBe(5);
  });

  it('stays at 0 with no slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('instagramAlt', () => {
  it('cuts the caption at 50 characters', () => {
    const caption = 'Saturday at Westside Provisions: we sold out of Blue Raspberry by 2:30.';
    expect(instagramAlt(caption)).toBe('Saturday at Westside Provisions: we sold out of Bl');
    expect(instagramAlt(caption)).toHaveLength(50);
  });

  it('keeps a short caption whole and never splits an emoji', () => {
    expect(instagramAlt('Classic Pink never misses 💗')).toBe('Classic Pink never misses 💗');
    const emojiAt50 = `${'x'.repeat(49)}🍑 and more`;
    expect(instagramAlt(emojiAt50)).toBe(`${'x'.repeat(49)}🍑`);
  });
});
