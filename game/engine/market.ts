/** Market conditions, re-rolled every 30 s, and the season clock (a choice, see constants). */
import {
  COMPETITOR_ACTIVITY_RANGE,
  DEMAND_BONUS_RANGE,
  MARKET_DECIMALS,
  MARKET_PERIOD_MS,
  MARKET_PERIODS_PER_SEASON,
  PRICE_MULTIPLIER_RANGE,
  SEASONS,
  WEATHERS,
  msToSteps,
  type Season,
} from './constants';
import type { StepContext } from './context';
import type { RandomCursor } from './rng';
import { endMarketPeriod } from './shift';
import type { GameState, MarketConditions } from './state';

function rounded(value: number): number {
  const factor = 10 ** MARKET_DECIMALS;
  return Math.round(value * factor) / factor;
}

export function nextSeason(season: Season): Season {
  const index = SEASONS.indexOf(season);
  return SEASONS[(index + 1) % SEASONS.length] ?? SEASONS[0];
}

/** Random weather, demandBonus 0.8-1.2, competitorActivity 0-1, priceMultiplier 0.9-1.1. */
export function rollMarket(rng: RandomCursor, season: Season): MarketConditions {
  return {
    season,
    weather: rng.pick(WEATHERS),
    demandBonus: rounded(rng.range(DEMAND_BONUS_RANGE[0], DEMAND_BONUS_RANGE[1])),
    competitorActivity: rounded(rng.range(COMPETITOR_ACTIVITY_RANGE[0], COMPETITOR_ACTIVITY_RANGE[1])),
    priceMultiplier: rounded(rng.range(PRICE_MULTIPLIER_RANGE[0], PRICE_MULTIPLIER_RANGE[1])),
  };
}

/** Counts the market period down; at its end rolls a new market (and, every 10 periods, moves the season on). */
export function stepMarket(state: GameState, ctx: StepContext): GameState {
  if (state.dayOver || state.step < state.marketRollStep) return state;
  let season = state.market.season;
  let periodsLeft = state.marketPeriodsLeftInSeason - 1;
  if (periodsLeft <= 0) {
    season = nextSeason(season);
    periodsLeft = MARKET_PERIODS_PER_SEASON;
    ctx.events.emit({ type: 'seasonChanged', season });
  }
  ctx.events.emit({ type: 'marketChanged' });
  return {
    ...endMarketPeriod(state, ctx),
    market: rollMarket(ctx.rng, season),
    marketRollStep: state.step + msToSteps(MARKET_PERIOD_MS),
    marketPeriodsLeftInSeason: periodsLeft,
  };
}
