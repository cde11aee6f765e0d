import { describe, expect, it } from 'vitest';
import { STEP_MS } from './constants';
import { arrivalIntervalMs, coinsPerServe, demandMultiplier, pointsPerServe, spinTickSteps, spinTimeMs } from './economy';
import { makeState } from './test-helpers';

const none = { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 };

describe('spin time', () => {
  it('is 3000 ms minus 500 ms per motor level, at least 1500 ms', () => {
    expect([0, 1, 2, 3, 4, 6].map(spinTimeMs)).toEqual([3000, 2500, 2000, 1500, 1500, 1500]);
  });

  it('splits into 20 ticks of whole steps that add up to the spin time exactly', () => {
    for (const level of [0, 1, 2, 3]) expect(spinTickSteps(level) * 20 * STEP_MS).toBe(spinTimeMs(level));
  });
});

describe('coins per serve', () => {
  it('is 1 for a flavor of popularity 1, +1 for a more popular one, +1 with the rainbow upgrade', () => {
    // Rebalanced: every flavor pays 1 coin (the wished-flavor tip comes on top, see spinner.test.ts).
    expect(coinsPerServe('pink', none)).toBe(1);
    for (const flavor of ['blue', 'rainbow', 'golden', 'mint', 'chocolate'] as const) expect(coinsPerServe(flavor, none)).toBe(1);
    expect(coinsPerServe('pink', { ...none, rainbowFlavor: 1 })).toBe(1);
    expect(coinsPerServe('golden', { motorSpeed: 3, extraCounter: 1, rainbowFlavor: 1 })).toBe(1);
  });
});

describe('points per serve', () => {
  it('follows floor((1 + max(1, 5 - queue)) x (1 + 0.2 motor + 0.5 rainbow) x multiplier)', () => {
    expect(pointsPerServe(1, none, 'pink')).toBe(5);
    expect(pointsPerServe(3, none, 'pink')).toBe(3);
    expect(pointsPerServe(4, none, 'pink')).toBe(2);
    expect(pointsPerServe(9, none, 'pink')).toBe(2);
    expect(pointsPerServe(1, none, 'blue')).toBe(6);
    expect(pointsPerServe(2, none, 'mint')).toBe(5); // 4 x 1.3 = 5.2
    expect(pointsPerServe(1, { ...none, motorSpeed: 1 }, 'pink')).toBe(6);
    expect(pointsPerServe(1, { ...none, motorSpeed: 3, rainbowFlavor: 1 }, 'golden')).toBe(21); // 5 x 2.1 x 2
    expect(pointsPerServe(2, { ...none, motorSpeed: 2 }, 'chocolate')).toBe(7); // 4 x 1.4 x 1.4 = 7.84
    expect(pointsPerServe(1, { ...none, extraCounter: 1 }, 'pink')).toBe(5);
  });
});

describe('demand and arrivals', () => {
  it('multiplies demand bonus, seasonal flavor bonus and weather factor', () => {
    const market = { season: 'summer', weather: 'rainy', demandBonus: 1.1, priceMultiplier: 1, competitorActivity: 0 } as const;
    expect(demandMultiplier(market, 'pink')).toBeCloseTo(1.1 * 1 * 0.7);
    expect(demandMultiplier({ ...market, weather: 'hot' }, 'mint')).toBeCloseTo(1.1 * 1.3 * 1.3);
    expect(demandMultiplier({ ...market, weather: 'cloudy', season: 'winter' }, 'chocolate')).toBeCloseTo(1.1 * 1.3);
  });

  it('is max(6000, 10000 / (demand x location multiplier)), the same at every stage', () => {
    const state = makeState();
    expect(arrivalIntervalMs(state)).toBeCloseTo(10_000 / (1.3 * 1.2));
    const rainy = makeState({ market: { ...state.market, weather: 'rainy' } });
    expect(arrivalIntervalMs(rainy)).toBeCloseTo(10_000 / (0.7 * 1.2));
    const busy = makeState({ location: 'downtown', market: { ...state.market, demandBonus: 1.2, weather: 'hot' } });
    expect(arrivalIntervalMs(busy)).toBe(6000);
    const empire = makeState({ profile: { ...state.profile, businessLevel: 25 } });
    expect(arrivalIntervalMs(empire)).toBe(arrivalIntervalMs(state));
  });
});
