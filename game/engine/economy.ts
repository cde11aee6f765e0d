/** The game's formulas: spin time, coins and points per serve, demand and the arrival interval. */
import {
  BASE_ARRIVAL_MS,
  BASE_COINS_PER_SERVE,
  BASE_SPIN_MS,
  FLAVORS,
  LOCATIONS,
  MIN_ARRIVAL_MS,
  MIN_SPIN_MS,
  POINTS_MIN_QUEUE_BONUS,
  POINTS_PER_MOTOR_LEVEL,
  POINTS_PER_RAINBOW_LEVEL,
  POINTS_QUEUE_PIVOT,
  POPULAR_FLAVOR_COIN_BONUS,
  POPULAR_FLAVOR_THRESHOLD,
  RAINBOW_UPGRADE_COIN_BONUS,
  SPIN_MS_SAVED_PER_MOTOR_LEVEL,
  SPIN_PROGRESS_DONE,
  SPIN_PROGRESS_PER_TICK,
  STEP_MS,
  WEATHER_FACTOR,
  type FlavorId,
} from './constants';
import { seasonalBonus } from './flavors';
import type { GameState, MarketConditions, Upgrades } from './state';

/** 3000 ms minus 500 ms per motorSpeed level, at least 1500 ms. */
export function spinTimeMs(motorSpeed: number): number {
  return Math.max(MIN_SPIN_MS, BASE_SPIN_MS - SPIN_MS_SAVED_PER_MOTOR_LEVEL * motorSpeed);
}

/** Steps per 5% spin tick: the 20 ticks of a spin add up to exactly the spin time. */
export function spinTickSteps(motorSpeed: number): number {
  const ticks = SPIN_PROGRESS_DONE / SPIN_PROGRESS_PER_TICK;
  return Math.max(1, Math.round(spinTimeMs(motorSpeed) / ticks / STEP_MS));
}

/**
 * 1, plus the popular-flavor bonus if the flavor's popularity is above 1, plus the Rainbow Flavor bonus if that
 * upgrade is owned (both bonuses are 0 now; constants.ts says why).
 */
export function coinsPerServe(flavor: FlavorId, upgrades: Upgrades): number {
  let coins = BASE_COINS_PER_SERVE;
  if (FLAVORS[flavor].popularity > POPULAR_FLAVOR_THRESHOLD) coins += POPULAR_FLAVOR_COIN_BONUS;
  if (upgrades.rainbowFlavor > 0) coins += RAINBOW_UPGRADE_COIN_BONUS;
  return coins;
}

/**
 * floor((1 + max(1, 5 - queue length)) x (1 + 0.2 x motorSpeed + 0.5 x rainbowFlavor) x pointsMultiplier).
 * The small epsilon keeps binary rounding (e.g. 1.2 x 5 = 5.999...) from losing a point the formula gives.
 */
export function pointsPerServe(queueLength: number, upgrades: Upgrades, flavor: FlavorId): number {
  const queueBonus = Math.max(POINTS_MIN_QUEUE_BONUS, POINTS_QUEUE_PIVOT - queueLength);
  const upgradeFactor = 1 + POINTS_PER_MOTOR_LEVEL * upgrades.motorSpeed + POINTS_PER_RAINBOW_LEVEL * upgrades.rainbowFlavor;
  return Math.floor((1 + queueBonus) * upgradeFactor * FLAVORS[flavor].pointsMultiplier + 1e-9);
}

/** demandBonus x seasonal flavor bonus x weather factor. */
export function demandMultiplier(market: MarketConditions, flavor: FlavorId): number {
  return market.demandBonus * seasonalBonus(flavor, market.season) * WEATHER_FACTOR[market.weather];
}

/**
 * max(2000 ms, 6000 / (demand multiplier x location multiplier)).
 * choice: the location multiplier is the location's demand multiplier, the only multiplier a location has.
 */
export function arrivalIntervalMs(state: GameState): number {
  const demand = demandMultiplier(state.market, state.currentFlavor);
  return Math.max(MIN_ARRIVAL_MS, BASE_ARRIVAL_MS / (demand * LOCATIONS[state.location].demandMultiplier));
}
