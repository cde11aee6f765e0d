import { describe, expect, it } from 'vitest';
import { STEP_MS } from './constants';
import { nextSeason, rollMarket } from './market';
import { RandomCursor } from './rng';
import { step, stepMany } from './step';
import { makeState } from './test-helpers';

describe('market', () => {
  it('starts summer, sunny, demand bonus 1', () => {
    expect(makeState().market).toMatchObject({ season: 'summer', weather: 'sunny', demandBonus: 1 });
  });

  it('re-rolls every 30 s exactly', () => {
    let state = makeState();
    const periodSteps = 30_000 / STEP_MS;
    state = stepMany(state, periodSteps - 1).state;
    expect(state.market).toEqual(makeState().market);
    const rolled = step(state);
    expect(rolled.events).toContainEqual({ type: 'marketChanged' });
    state = rolled.state;
    const first = state.market;
    state = stepMany(state, periodSteps - 1).state;
    expect(state.market).toBe(first);
    expect(step(state).events).toContainEqual({ type: 'marketChanged' });
  });

  it('rolls values within their ranges, to 2 decimals, with every weather', () => {
    const rng = new RandomCursor(9);
    const rolls = Array.from({ length: 1000 }, () => rollMarket(rng, 'summer'));
    for (const m of rolls) {
      expect(m.demandBonus).toBeGreaterThanOrEqual(0.8);
      expect(m.demandBonus).toBeLessThanOrEqual(1.2);
      expect(m.competitorActivity).toBeGreaterThanOrEqual(0);
      expect(m.competitorActivity).toBeLessThanOrEqual(1);
      expect(m.priceMultiplier).toBeGreaterThanOrEqual(0.9);
      expect(m.priceMultiplier).toBeLessThanOrEqual(1.1);
      expect(Math.round(m.demandBonus * 100)).toBeCloseTo(m.demandBonus * 100, 6);
      expect(m.season).toBe('summer');
    }
    expect(new Set(rolls.map((m) => m.weather))).toEqual(new Set(['sunny', 'cloudy', 'rainy', 'hot']));
  });

  it('moves the season on every 10 periods (5 minutes)', () => {
    expect(nextSeason('summer')).toBe('autumn');
    expect(nextSeason('winter')).toBe('spring');
    const state = makeState();
    const periodSteps = 30_000 / STEP_MS;
    expect(stepMany(state, periodSteps * 10 - 1).state.market.season).toBe('summer');
    const after = stepMany(state, periodSteps * 10);
    expect(after.state.market.season).toBe('autumn');
    expect(after.events).toContainEqual({ type: 'seasonChanged', season: 'autumn' });
  });
});
