/**
 * The economy simulation behind `npm run sim:economy` and its test: the engine played by an honest player at human
 * speed and by a button-masher, measuring what the balance in constants.ts promises (first flavor within 5 minutes,
 * all three upgrades within 30, no dead ends, and the hours of play to each member discount step).
 * Pure: seeds in, figures out.
 */
import type { Command } from './commands';
import {
  FLAVORS,
  FLAVOR_IDS,
  INGREDIENTS,
  LOCATIONS,
  LOCATION_IDS,
  REFILL_COST,
  STEP_MS,
  UPGRADES,
  UPGRADE_DEFINITIONS,
  msToSteps,
  type FlavorId,
  type Grade,
  type UpgradeId,
} from './constants';
import { canMoveTo } from './progression';
import { RandomCursor } from './rng';
import { canServe, canSpin } from './spinner';
import { createInitialState, type GameState } from './state';
import { step } from './step';
import { canBuyRefill } from './store';

/** A human's reaction: half a second between seeing something to do and doing it. */
export const HUMAN_REACTION_MS = 500;
/**
 * The server's member discount rule (server/services/loyalty.ts), which this pure module cannot import: a level per
 * 1000 coins earned, 2.5% a level, capped (25% by default). server/services/loyalty.test.ts holds the two equal.
 */
export const SIM_COINS_PER_LEVEL = 1000;
export const SIM_DISCOUNT_CAP = 25;
/**
 * The game is winnable: the honest player loses at most 15% of the customers in the first hour and 25% over six, and
 * no command the engine accepts pays a perfect bot more than 5% over the page's way of playing.
 */
export const LOST_TARGET_FIRST_HOUR = 0.15;
export const LOST_TARGET_WHOLE_RUN = 0.25;
export const BOT_EXTRA_TARGET = 0.05;

const UPGRADE_ORDER: readonly UpgradeId[] = ['motorSpeed', 'rainbowFlavor', 'motorSpeed', 'extraCounter', 'motorSpeed'];

function hasAllUpgrades(state: GameState): boolean {
  return UPGRADES.every((upgrade) => state.upgrades[upgrade] >= 1);
}

function cheapestLockedFlavor(state: GameState): FlavorId | null {
  const locked = FLAVOR_IDS.filter((id) => !state.profile.unlockedFlavors.includes(id));
  return locked.reduce<FlavorId | null>((best, id) => (best === null || FLAVORS[id].unlockCost < FLAVORS[best].unlockCost ? id : best), null);
}

/**
 * What an honest player who plays well does next: finish and serve the ready candy for the first customer's ticket;
 * before spinning, select the ticket's flavor and load the hopper for a Big order; load the hopper for the next ticket
 * while a candy spins; refill when stock runs out; then shop: the cheapest new flavor first, then the upgrades, then
 * the other flavors, then a busier pitch.
 */
export function honestPlayerCommands(state: GameState, careless = false): Command[] {
  const outOfStock = INGREDIENTS.some((ingredient) => state.ingredients[ingredient] < 1);
  if (state.dayOver) {
    // Between days: restock and shop, then open the next day.
    if (outOfStock && canBuyRefill(state)) return [{ type: 'buyRefill' }];
    const buy = shoppingCommands(state);
    return buy.length > 0 ? buy : [{ type: 'startDay' }];
  }
  const spinner = state.spinner;
  if (canServe(state)) {
    const topping = state.queue[0]!.topping;
    if (!careless && topping !== 'none' && spinner.topping !== topping) return [{ type: 'finish', topping }];
    return [{ type: 'serve' }];
  }
  if (outOfStock && spinner.phase === 'idle') return canBuyRefill(state) ? [{ type: 'buyRefill' }] : [];
  // The ticket the next spin is for: the first in line while the spinner is free, the one after while it works.
  const next = spinner.phase === 'idle' ? state.queue[0] : state.queue[1];
  if (!careless && next !== undefined && next.size === 'big') {
    const missing = INGREDIENTS.find((ingredient) => !spinner.loaded[ingredient]);
    if (missing !== undefined) return [{ type: 'addIngredient', ingredient: missing }];
  }
  if (canSpin(state) && next !== undefined) {
    if (next.flavorPreference !== state.currentFlavor) return [{ type: 'selectFlavor', flavor: next.flavorPreference }];
    return [{ type: 'spin' }];
  }
  return shoppingCommands(state);
}

/** The shopping list: the cheapest new flavor first, then the upgrades, then the other flavors, then a busier pitch. */
function shoppingCommands(state: GameState): Command[] {
  const spendable = state.coins - REFILL_COST;
  if (state.profile.unlockedFlavors.length === 1) {
    const first = cheapestLockedFlavor(state);
    if (first !== null && spendable >= FLAVORS[first].unlockCost) return [{ type: 'unlockFlavor', flavor: first }];
    return [];
  }
  const levels: Record<UpgradeId, number> = { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 };
  for (const upgrade of UPGRADE_ORDER) {
    levels[upgrade] += 1;
    if (state.upgrades[upgrade] < levels[upgrade]) {
      return spendable >= UPGRADE_DEFINITIONS[upgrade].cost ? [{ type: 'buyUpgrade', upgrade }] : [];
    }
  }
  const next = cheapestLockedFlavor(state);
  if (next !== null) return spendable >= FLAVORS[next].unlockCost ? [{ type: 'unlockFlavor', flavor: next }] : [];
  const target = [...LOCATION_IDS].reverse().find((id) => canMoveTo(state, id) && spendable >= LOCATIONS[id].rentCost);
  if (target !== undefined && LOCATIONS[target].demandMultiplier > LOCATIONS[state.location].demandMultiplier) {
    return [{ type: 'moveLocation', location: target }];
  }
  return [];
}

const MASHER_BUTTONS: readonly ((rng: RandomCursor) => Command)[] = [
  () => ({ type: 'spin' }),
  () => ({ type: 'serve' }),
  () => ({ type: 'buyRefill' }),
  (rng) => ({ type: 'addIngredient', ingredient: rng.pick(INGREDIENTS) }),
  (rng) => ({ type: 'unlockFlavor', flavor: rng.pick(FLAVOR_IDS) }),
  (rng) => ({ type: 'selectFlavor', flavor: rng.pick(FLAVOR_IDS) }),
  (rng) => ({ type: 'buyUpgrade', upgrade: rng.pick(UPGRADES) }),
];

export interface SimResult {
  /** Minutes of play until the first flavor beyond Classic Pink was owned (null: never within the run). */
  firstFlavorMin: number | null;
  /** Minutes until all three upgrades were owned (at least level 1 each). */
  allUpgradesMin: number | null;
  /** Times the player was stuck: an ingredient out, nothing on the spinner, and no refill possible. */
  deadEnds: number;
  /** Coins earned (what the server credits a member), served and lost customers over the run. */
  coinsEarned: number;
  served: number;
  lost: number;
  /** The share of customers lost (walked off unserved) in the first hour of the run, 0 to 1 (null: a shorter run). */
  lostShareFirstHour: number | null;
  /** How many serves got each grade. */
  grades: Record<Grade, number>;
  /** Hours of play to each discount step above the first: [percent, hours] (null: not reached within the run). */
  discountSteps: [number, number | null][];
}

/**
 * honest: the page's commands at human speed; careless: the same player who never loads the hopper or finishes a
 * candy (spin and serve only, as the game played before tickets). perfect: the same commands the moment there is something to do.
 * The bots are perfect plus commands the engine accepts that the page would not send that way: callsCustomers calls
 * a customer into every empty line; closesStand also closes the stand whenever three people wait without a candy
 * ready (and opens it again a second later).
 */
export type SimPlayer = 'honest' | 'careless' | 'masher' | 'perfect' | 'callsCustomers' | 'closesStand';

/** The extra commands of the bots (see SimPlayer). */
function exploitCommands(state: GameState, pausedSince: number | null, closes: boolean): Command[] {
  if (state.paused) return pausedSince !== null && state.step - pausedSince >= msToSteps(1000) ? [{ type: 'togglePause' }] : [];
  const waiting = state.queue.filter((c) => c.isWaiting).length;
  if (closes && waiting >= 3 && state.spinner.phase !== 'ready') return [{ type: 'togglePause' }];
  return state.queue.length === 0 ? [{ type: 'addCustomer' }] : [];
}

function isStuck(state: GameState): boolean {
  const outOfStock = INGREDIENTS.some((ingredient) => state.ingredients[ingredient] < 1);
  return outOfStock && state.spinner.phase === 'idle' && !canBuyRefill(state);
}

/** Customers lost against all who were served or lost. */
export function lostShare(state: GameState): number {
  const seen = state.stats.customersServed + state.stats.customersLost;
  return seen === 0 ? 0 : state.stats.customersLost / seen;
}

/** The discount a member has after earning `coins`: floor(level x 2.5) in integers (level x 5 / 2), capped. */
export function discountForCoins(coins: number, cap = SIM_DISCOUNT_CAP): number {
  const level = Math.floor(coins / SIM_COINS_PER_LEVEL) + 1;
  return Math.min(Math.floor((level * 5) / 2), cap);
}

/**
 * Plays `minutes` of game time. The honest player acts HUMAN_REACTION_MS after something to do appears (and again
 * after each action); the masher presses a random button every 100 ms.
 */
export function simulateEconomy(player: SimPlayer, minutes: number, seed = 1): SimResult {
  const totalSteps = Math.round((minutes * 60_000) / STEP_MS);
  const reaction = msToSteps(HUMAN_REACTION_MS);
  const masherEvery = msToSteps(100);
  const rng = new RandomCursor(seed * 7919);
  let state = createInitialState({ seed, firstArrivalSteps: 1 });
  let waitingSince: number | null = null;
  let pausedSince: number | null = null;
  let stuck = false;
  const result: SimResult = {
    firstFlavorMin: null,
    allUpgradesMin: null,
    deadEnds: 0,
    coinsEarned: 0,
    served: 0,
    lost: 0,
    lostShareFirstHour: null,
    discountSteps: [],
    grades: { A: 0, B: 0, C: 0, D: 0 },
  };
  const hourSteps = msToSteps(60 * 60_000);
  const steps = new Map<number, number | null>();
  for (let level = 2; discountForCoins((level - 1) * SIM_COINS_PER_LEVEL) > discountForCoins((level - 2) * SIM_COINS_PER_LEVEL); level += 1) {
    steps.set(discountForCoins((level - 1) * SIM_COINS_PER_LEVEL), null);
  }
  const minutesAt = (s: number) => Math.round(((s * STEP_MS) / 60_000) * 10) / 10;
  for (let i = 0; i < totalSteps; i += 1) {
    let commands: Command[] = [];
    if (player === 'honest' || player === 'careless') {
      const wanted = honestPlayerCommands(state, player === 'careless');
      if (wanted.length === 0) waitingSince = null;
      else if (waitingSince === null) waitingSince = state.step;
      else if (state.step - waitingSince >= reaction) {
        commands = wanted;
        waitingSince = state.step;
      }
    } else if (player !== 'masher') {
      commands = honestPlayerCommands(state);
      if (player !== 'perfect') {
        const extra = exploitCommands(state, pausedSince, player === 'closesStand');
        if (extra.some((c) => c.type === 'togglePause')) pausedSince = state.paused ? null : state.step;
        commands = [...extra, ...commands];
      }
    } else if (state.step % masherEvery === 0) {
      const press = MASHER_BUTTONS[Math.floor(rng.next() * MASHER_BUTTONS.length)];
      if (press) commands = [press(rng)];
    }
    const stepped = step(state, commands);
    state = stepped.state;
    for (const event of stepped.events) if (event.type === 'customerServed') result.grades[event.grade] += 1;
    const nowStuck = isStuck(state);
    if (nowStuck && !stuck) result.deadEnds += 1;
    stuck = nowStuck;
    if (result.firstFlavorMin === null && state.profile.unlockedFlavors.length > 1) result.firstFlavorMin = minutesAt(state.step);
    if (result.allUpgradesMin === null && hasAllUpgrades(state)) result.allUpgradesMin = minutesAt(state.step);
    if (state.step === hourSteps) result.lostShareFirstHour = lostShare(state);
    const discount = discountForCoins(state.session.coins);
    if (steps.has(discount) && steps.get(discount) === null) steps.set(discount, Math.round((state.step * STEP_MS) / 360_000) / 10);
  }
  result.coinsEarned = state.session.coins;
  result.served = state.stats.customersServed;
  result.lost = state.stats.customersLost;
  // A step reached also reaches the ones below it at the same time (a big earn can skip one).
  const ordered = [...steps.entries()].sort((a, b) => a[0] - b[0]);
  let later: number | null = null;
  for (let k = ordered.length - 1; k >= 0; k -= 1) {
    const entry = ordered[k]!;
    if (entry[1] === null && later !== null) entry[1] = later;
    later = entry[1];
  }
  result.discountSteps = ordered;
  return result;
}
