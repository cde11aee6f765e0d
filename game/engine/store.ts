/** The Fluff Store: refills and upgrades. Purchases the player cannot afford fail silently. */
import { INGREDIENTS, REFILL_COST, REFILL_UNITS, STARTER_REFILL_FREE, UPGRADE_DEFINITIONS, type UpgradeId } from './constants';
import type { StepContext } from './context';
import type { GameState } from './state';

/**
 * The free starter refill (rule beside STARTER_REFILL_FREE): an ingredient is out, no candy is on the spinner, and
 * the coins do not cover a refill.
 */
export function isStarterRefillDue(state: GameState): boolean {
  const outOfStock = INGREDIENTS.some((ingredient) => state.ingredients[ingredient] <= 0);
  return STARTER_REFILL_FREE && outOfStock && state.spinner.phase === 'idle' && state.coins < REFILL_COST;
}

export function canBuyRefill(state: GameState): boolean {
  return state.coins >= REFILL_COST || isStarterRefillDue(state);
}

export function isUpgradeMaxed(state: GameState, upgrade: UpgradeId): boolean {
  return state.upgrades[upgrade] >= UPGRADE_DEFINITIONS[upgrade].maxLevel;
}

export function canBuyUpgrade(state: GameState, upgrade: UpgradeId): boolean {
  return !isUpgradeMaxed(state, upgrade) && state.coins >= UPGRADE_DEFINITIONS[upgrade].cost;
}

/** A kit of REFILL_UNITS of each ingredient for REFILL_COST coins (originally 5 coins; see REFILL_COST). */
export function buyRefill(state: GameState, ctx: StepContext): GameState {
  if (!canBuyRefill(state)) {
    ctx.events.reject('buyRefill', 'coins');
    return state;
  }
  const free = isStarterRefillDue(state);
  ctx.events.sound('coin');
  ctx.events.emit({ type: 'refillBought', free });
  const ingredients = { ...state.ingredients };
  for (const ingredient of INGREDIENTS) ingredients[ingredient] += REFILL_UNITS;
  return { ...state, coins: free ? state.coins : state.coins - REFILL_COST, ingredients };
}

export function buyUpgrade(state: GameState, upgrade: UpgradeId, ctx: StepContext): GameState {
  if (isUpgradeMaxed(state, upgrade)) {
    ctx.events.reject('buyUpgrade', 'max-level');
    return state;
  }
  if (!canBuyUpgrade(state, upgrade)) {
    ctx.events.reject('buyUpgrade', 'coins');
    return state;
  }
  const level = state.upgrades[upgrade] + 1;
  ctx.events.sound('coin');
  ctx.events.emit({ type: 'upgradeBought', upgrade, level });
  return {
    ...state,
    coins: state.coins - UPGRADE_DEFINITIONS[upgrade].cost,
    upgrades: { ...state.upgrades, [upgrade]: level },
  };
}
