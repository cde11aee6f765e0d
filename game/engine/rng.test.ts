import { describe, expect, it } from 'vitest';
import { RandomCursor, nextRandom, seedRng } from './rng';

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const cursor = new RandomCursor(seedRng(seed));
      return Array.from({ length: 20 }, () => cursor.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('keeps its whole state in one 32-bit integer that survives JSON', () => {
    const a = new RandomCursor(seedRng(99));
    a.next();
    const copy = new RandomCursor(JSON.parse(JSON.stringify(a.state)) as number);
    expect(copy.next()).toBe(a.next());
    expect(Number.isInteger(a.state) && a.state >= 0 && a.state < 2 ** 32).toBe(true);
  });

  it('draws in [0, 1) and spreads evenly', () => {
    let state = seedRng(5);
    const buckets = new Array<number>(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const drawn = nextRandom(state);
      state = drawn.state;
      min = Math.min(min, drawn.value);
      max = Math.max(max, drawn.value);
      const index = Math.floor(drawn.value * 10);
      buckets[index] = (buckets[index] ?? 0) + 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const count of buckets) expect(count).toBeGreaterThan(1700);
  });

  it('gives integers with both ends included, picks and weighted picks', () => {
    const cursor = new RandomCursor(seedRng(3));
    const ints = new Set(Array.from({ length: 500 }, () => cursor.int(5, 14)));
    expect([...ints].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const picks = new Set(Array.from({ length: 200 }, () => cursor.pick(['a', 'b', 'c'] as const)));
    expect(picks.size).toBe(3);
    const heavy = Array.from({ length: 1000 }, () => cursor.weighted(['x', 'y'] as const, (v) => (v === 'x' ? 9 : 1)));
    expect(heavy.filter((v) => v === 'x').length).toBeGreaterThan(800);
  });
});
