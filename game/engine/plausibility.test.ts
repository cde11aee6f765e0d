import { describe, expect, it } from 'vitest';
import { MAX_COINS_PER_SERVE, MAX_POINTS_PER_SERVE, MIN_SERVE_CYCLE_MS, isPlausibleDelta, maxPlausibleDelta } from './plausibility';

describe('maxPlausibleDelta', () => {
  it('is built from the fastest serve cycle and the best rewards', () => {
    expect(MIN_SERVE_CYCLE_MS).toBe(2300);
    expect(MAX_COINS_PER_SERVE).toBe(3);
    // (1 + 5) x (1 + 0.6 + 0.5) x 2 = 25.2
    expect(MAX_POINTS_PER_SERVE).toBe(25);
  });

  it('allows a little at zero time and grows with time', () => {
    const zero = maxPlausibleDelta(0);
    expect(zero).toEqual({ coins: 2 * 3 + 2 * 2, score: 2 * 25, customersServed: 2 });
    const minute = maxPlausibleDelta(60_000);
    expect(minute.customersServed).toBe(Math.ceil((60_000 / 2300) * 1.5) + 2);
    expect(minute.coins).toBeGreaterThan(zero.coins);
    expect(maxPlausibleDelta(3_600_000).score).toBeGreaterThan(minute.score);
  });

  it('treats bad input as no time', () => {
    expect(maxPlausibleDelta(-5)).toEqual(maxPlausibleDelta(0));
    expect(maxPlausibleDelta(Number.NaN)).toEqual(maxPlausibleDelta(0));
  });

  it('refuses impossible deltas', () => {
    expect(isPlausibleDelta({ coins: 10, score: 40, customersServed: 5 }, 30_000)).toBe(true);
    expect(isPlausibleDelta({ coins: 10_000, score: 40, customersServed: 5 }, 30_000)).toBe(false);
    expect(isPlausibleDelta({ coins: 1.5, score: 0, customersServed: 0 }, 30_000)).toBe(false);
    expect(isPlausibleDelta({ coins: -1, score: 0, customersServed: 0 }, 30_000)).toBe(false);
  });
});
