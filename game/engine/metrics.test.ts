import { describe, expect, it } from 'vitest';
import { businessMetrics, customerSatisfaction, dailyRevenue, efficiency, marketShare } from './metrics';
import { makeState } from './test-helpers';

describe('metrics', () => {
  it('efficiency is served / (served + queue)', () => {
    expect(efficiency(3, 1)).toBe(0.75);
    expect(efficiency(0, 4)).toBe(0);
    expect(efficiency(0, 0)).toBe(0);
  });

  it('daily revenue is 10% of coins', () => {
    expect(dailyRevenue(10)).toBe(1);
    expect(dailyRevenue(15)).toBe(1.5);
    expect(dailyRevenue(0)).toBe(0);
  });

  it('customer satisfaction averages served and lost customers as a percentage', () => {
    const state = makeState();
    expect(customerSatisfaction(state)).toBe(0);
    expect(customerSatisfaction({ ...state, stats: { customersServed: 2, customersLost: 1, satisfactionSum: 15, satisfactionCount: 3, happyServed: 1 } })).toBe(
      50,
    );
  });

  it('market share grows with level and foot traffic and shrinks with competitors', () => {
    const state = makeState();
    expect(marketShare({ ...state, market: { ...state.market, competitorActivity: 0 } })).toBe(10);
    expect(marketShare({ ...state, market: { ...state.market, competitorActivity: 1 } })).toBe(5);
    expect(marketShare({ ...state, profile: { ...state.profile, businessLevel: 60 }, market: { ...state.market, competitorActivity: 0 } })).toBe(100);
  });

  it('collects them all with the reputation', () => {
    const state = makeState({ coins: 30 });
    expect(businessMetrics({ ...state, profile: { ...state.profile, reputation: 4 } })).toEqual({
      dailyRevenue: 3,
      customerSatisfaction: 0,
      marketShare: 8,
      efficiency: 0,
      reputation: 4,
    });
  });
});
