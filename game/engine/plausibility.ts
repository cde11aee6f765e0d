/**
 * The most a player can legitimately earn in a stretch of time, by the game's own rules. The server refuses a
 * synced delta above it (ARCHITECTURE decision 5). It is derived from the constants, so a rule change moves it too.
 */
import {
  EXPLORATION_BONUS_COINS,
  EXPLORATION_MIN_INTERVAL_MS,
  FLAVOR_IDS,
  FLAVORS,
  MIN_SPIN_MS,
  SERVE_ANIMATION_MS,
  UPGRADE_DEFINITIONS,
} from './constants';
import { pointsPerServe } from './economy';
import type { SessionTotals } from './state';

/** The best flavor for points and coins, with every upgrade at its maximum level. */
const bestFlavor = FLAVOR_IDS.reduce((best, id) => (FLAVORS[id].pointsMultiplier > FLAVORS[best].pointsMultiplier ? id : best));
const maxedUpgrades = {
  motorSpeed: UPGRADE_DEFINITIONS.motorSpeed.maxLevel,
  extraCounter: UPGRADE_DEFINITIONS.extraCounter.maxLevel,
  rainbowFlavor: UPGRADE_DEFINITIONS.rainbowFlavor.maxLevel,
};

/** spec: 1 + 1 (popular flavor) + 1 (rainbow upgrade). */
export const MAX_COINS_PER_SERVE = 3;
/** The points formula at its best: empty queue (counted generously as 0), best flavor, maxed upgrades. */
export const MAX_POINTS_PER_SERVE = pointsPerServe(0, maxedUpgrades, bestFlavor);
/** The shortest time between two serves: the fastest spin, then the serve animation (a spin needs an empty spinner). */
export const MIN_SERVE_CYCLE_MS = MIN_SPIN_MS + SERVE_ANIMATION_MS;

/** Slack for clock differences between client and server and for the serve that was already under way. */
export const PLAUSIBILITY_SLACK_FACTOR = 1.5;
export const PLAUSIBILITY_FLAT_SERVES = 2;
export const PLAUSIBILITY_FLAT_EXPLORATIONS = 2;

export function maxPlausibleDelta(elapsedMs: number): SessionTotals {
  const elapsed = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
  const serves = Math.ceil((elapsed / MIN_SERVE_CYCLE_MS) * PLAUSIBILITY_SLACK_FACTOR) + PLAUSIBILITY_FLAT_SERVES;
  const explorations =
    Math.ceil((elapsed / EXPLORATION_MIN_INTERVAL_MS) * PLAUSIBILITY_SLACK_FACTOR) + PLAUSIBILITY_FLAT_EXPLORATIONS;
  return {
    coins: serves * MAX_COINS_PER_SERVE + explorations * EXPLORATION_BONUS_COINS,
    score: serves * MAX_POINTS_PER_SERVE,
    customersServed: serves,
  };
}

/** True when every field of the delta is a whole number within [0, maxPlausibleDelta(elapsedMs)]. */
export function isPlausibleDelta(delta: SessionTotals, elapsedMs: number): boolean {
  const max = maxPlausibleDelta(elapsedMs);
  const fits = (value: number, limit: number): boolean => Number.isInteger(value) && value >= 0 && value <= limit;
  return fits(delta.coins, max.coins) && fits(delta.score, max.score) && fits(delta.customersServed, max.customersServed);
}
