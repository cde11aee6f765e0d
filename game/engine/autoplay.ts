/**
 * A simple, sensible player used by the hour-of-play test and the benchmark: it keeps the spinner busy, makes and
 * serves each ticket's order, refills when stock runs out, and saves up for a fixed shopping list (the cheapest profitable
 * flavor first, then upgrades, then the other flavors), moving to the best location it can afford at the end.
 * Pure: state in, commands out.
 */
import type { Command } from './commands';
import { FLAVORS, INGREDIENTS, LOCATIONS, LOCATION_IDS, REFILL_COST, UPGRADE_DEFINITIONS, type FlavorId } from './constants';
import { canMoveTo } from './progression';
import { canServe, canSpin } from './spinner';
import { canBuyRefill } from './store';
import type { GameState } from './state';

type Purchase = { kind: 'flavor'; id: FlavorId } | { kind: 'upgrade'; id: keyof typeof UPGRADE_DEFINITIONS };

const SHOPPING_LIST: readonly Purchase[] = [
  { kind: 'flavor', id: 'rainbow' },
  { kind: 'upgrade', id: 'rainbowFlavor' },
  { kind: 'upgrade', id: 'motorSpeed' },
  { kind: 'upgrade', id: 'motorSpeed' },
  { kind: 'upgrade', id: 'motorSpeed' },
  { kind: 'flavor', id: 'chocolate' },
  { kind: 'flavor', id: 'golden' },
  { kind: 'upgrade', id: 'extraCounter' },
  { kind: 'flavor', id: 'blue' },
  { kind: 'flavor', id: 'mint' },
];

/** For each upgrade on the list, the level it reaches at that point of the list. */
const WANTED_LEVEL = SHOPPING_LIST.map(
  (purchase, index) => SHOPPING_LIST.slice(0, index + 1).filter((p) => p.kind === purchase.kind && p.id === purchase.id).length,
);

function owned(state: GameState, purchase: Purchase, index: number): boolean {
  if (purchase.kind === 'flavor') return state.profile.unlockedFlavors.includes(purchase.id);
  return state.upgrades[purchase.id] >= (WANTED_LEVEL[index] ?? 1);
}

function bestUnlockedFlavor(state: GameState): FlavorId {
  return state.profile.unlockedFlavors.reduce((best, id) => (FLAVORS[id].pointsMultiplier > FLAVORS[best].pointsMultiplier ? id : best));
}

/**
 * Follows the first ticket: the topping on the ready candy, then serve; before a spin the ticket's flavor and, for a
 * Big order, a full hopper. With nobody in line it spins the best flavor it owns.
 */
export function autoplayCommands(state: GameState): Command[] {
  if (state.dayOver) return [{ type: 'startDay' }];
  const ticket = state.queue[0];
  if (canServe(state)) {
    if (ticket !== undefined && ticket.topping !== 'none' && state.spinner.topping !== ticket.topping) return [{ type: 'finish', topping: ticket.topping }];
    return [{ type: 'serve' }];
  }
  if (canSpin(state)) {
    const flavor = ticket?.flavorPreference ?? bestUnlockedFlavor(state);
    if (flavor !== state.currentFlavor) return [{ type: 'selectFlavor', flavor }];
    const missing = INGREDIENTS.find((ingredient) => !state.spinner.loaded[ingredient]);
    if (ticket?.size === 'big' && missing !== undefined) return [{ type: 'addIngredient', ingredient: missing }];
    return [{ type: 'spin' }];
  }
  const outOfStock = INGREDIENTS.some((ingredient) => state.ingredients[ingredient] < 1);
  if (outOfStock && canBuyRefill(state)) return [{ type: 'buyRefill' }];
  // Keep the price of a refill in hand so the stand never stops for lack of stock.
  const spendable = state.coins - REFILL_COST;
  const nextIndex = SHOPPING_LIST.findIndex((purchase, index) => !owned(state, purchase, index));
  const next = SHOPPING_LIST[nextIndex];
  if (next !== undefined) {
    if (next.kind === 'flavor' && spendable >= FLAVORS[next.id].unlockCost) return [{ type: 'unlockFlavor', flavor: next.id }];
    if (next.kind === 'upgrade' && spendable >= UPGRADE_DEFINITIONS[next.id].cost) return [{ type: 'buyUpgrade', upgrade: next.id }];
    return [];
  }
  const target = [...LOCATION_IDS].reverse().find((id) => canMoveTo(state, id) && spendable >= LOCATIONS[id].rentCost);
  if (target !== undefined && LOCATIONS[target].demandMultiplier > LOCATIONS[state.location].demandMultiplier) {
    return [{ type: 'moveLocation', location: target }];
  }
  return [];
}

/** The exploration of a visitor who opens another page of the site every `everySteps` steps. */
export function explorationAt(step: number, everySteps: number): Command[] {
  return step > 0 && step % everySteps === 0 ? [{ type: 'explorationBonus', page: 'Shop' }] : [];
}
