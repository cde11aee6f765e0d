/** Business metrics shown in the Business tab. */
import { DAILY_REVENUE_SHARE, LOCATIONS, MARKET_SHARE_COMPETITOR_WEIGHT, MARKET_SHARE_MAX, MARKET_SHARE_PER_LEVEL, SATISFACTION_RANGE } from './constants';
import type { GameState } from './state';

export interface BusinessMetrics {
  /** Coins: 10% of coins. */
  dailyRevenue: number;
  /** Percent, 0 to 100: average satisfaction of customers served or lost (choice: lost ones count as 0). */
  customerSatisfaction: number;
  /** Percent, 0 to 100 (choice: see MARKET_SHARE_PER_LEVEL). */
  marketShare: number;
  /** 0 to 1: served / (served + queue). */
  efficiency: number;
  reputation: number;
}

/** served / (served + queue). choice: 0 before anybody has come. */
export function efficiency(served: number, queueLength: number): number {
  const total = served + queueLength;
  return total === 0 ? 0 : served / total;
}

/** 10% of coins, kept to cents so 15 coins show as 1.5. */
export function dailyRevenue(coins: number): number {
  return Math.round(coins * DAILY_REVENUE_SHARE * 100) / 100;
}

export function customerSatisfaction(state: GameState): number {
  const { satisfactionSum, satisfactionCount } = state.stats;
  if (satisfactionCount === 0) return 0;
  return Math.round((satisfactionSum / satisfactionCount / SATISFACTION_RANGE[1]) * 100);
}

export function marketShare(state: GameState): number {
  const presence = MARKET_SHARE_PER_LEVEL * state.profile.businessLevel + LOCATIONS[state.location].footTraffic;
  const share = presence * (1 - state.market.competitorActivity * MARKET_SHARE_COMPETITOR_WEIGHT);
  return Math.min(MARKET_SHARE_MAX, Math.round(share));
}

export function businessMetrics(state: GameState): BusinessMetrics {
  return {
    dailyRevenue: dailyRevenue(state.coins),
    customerSatisfaction: customerSatisfaction(state),
    marketShare: marketShare(state),
    efficiency: efficiency(state.stats.customersServed, state.queue.length),
    reputation: state.profile.reputation,
  };
}
