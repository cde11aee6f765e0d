/**
 * Verified progress for signed-in players. The server keeps a snapshot of the stand (what a player owns) and issues
 * a seed; the browser plays from exactly that state and reports what the player did as commands stamped with the
 * engine step they were applied at. The server replays them with this same engine, so what it credits is what the
 * rules produce from those actions, never a number the browser claims.
 *
 * Pure: no clock, no storage. `replay` is the whole rule; the rest keeps both sides building the same state.
 */
import { applyCommands, type Command } from './commands';
import {
  DEFAULT_FLAVOR,
  FLAVOR_IDS,
  INGREDIENTS,
  LOCATION_IDS,
  REPUTATION_PER_LEVEL_FACTOR,
  STARTING_COINS,
  STARTING_INGREDIENT_COUNT,
  STARTING_LEVEL,
  STARTING_LOCATION,
  STARTING_REPUTATION,
  STARTING_SCORE,
  UPGRADES,
  UPGRADE_DEFINITIONS,
  msToSteps,
  type FlavorId,
  type LocationId,
} from './constants';
import { arrivalIntervalMs } from './economy';
import { candyInHand, createInitialState, type GameState, type Ingredients, type Upgrades } from './state';
import { skipIdleSteps, step } from './step';

/** What the server keeps of a member's stand between play sessions. */
export interface GameSnapshot {
  coins: number;
  score: number;
  ingredients: Ingredients;
  upgrades: Upgrades;
  unlockedFlavors: FlavorId[];
  currentFlavor: FlavorId;
  location: LocationId;
  businessLevel: number;
  reputation: number;
  /** A candy made and not yet served, and whether the business was closed: both are as left on the next visit. */
  candy: FlavorId | null;
  paused: boolean;
}

/** A command and the engine step at whose start it was applied. */
export interface StampedCommand {
  step: number;
  command: Command;
}

/**
 * The answer to a batch from a tab whose stand another tab of the same player has saved since: not an error of the
 * player's, so it is said calmly, and the tab carries on from the stand the other one saved.
 */
export const STAND_MOVED_MESSAGE = 'Your stand was saved from another tab, so this one carries on from there.';
/** The name the engine gives a member's stand (the site shows the member's own display name elsewhere). */
export const MEMBER_PLAYER_NAME = 'Member';

export function startingSnapshot(): GameSnapshot {
  return {
    coins: STARTING_COINS,
    score: STARTING_SCORE,
    ingredients: { sugar: STARTING_INGREDIENT_COUNT, syrup: STARTING_INGREDIENT_COUNT, cones: STARTING_INGREDIENT_COUNT },
    upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
    unlockedFlavors: [DEFAULT_FLAVOR],
    currentFlavor: DEFAULT_FLAVOR,
    location: STARTING_LOCATION,
    businessLevel: STARTING_LEVEL,
    reputation: STARTING_REPUTATION,
    candy: null,
    paused: false,
  };
}

export function snapshotOf(state: GameState): GameSnapshot {
  return {
    coins: state.coins,
    score: state.score,
    ingredients: { ...state.ingredients },
    upgrades: { ...state.upgrades },
    unlockedFlavors: [...state.profile.unlockedFlavors],
    currentFlavor: state.currentFlavor,
    location: state.location,
    businessLevel: state.profile.businessLevel,
    reputation: state.profile.reputation,
    candy: candyInHand(state) ?? null,
    paused: state.paused,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}

/** Reads a stored snapshot (null or damaged → the starting stand, field by field). */
export function normaliseSnapshot(raw: unknown): GameSnapshot {
  const start = startingSnapshot();
  if (!isRecord(raw)) return start;
  const ingredients = isRecord(raw.ingredients) ? raw.ingredients : {};
  const upgrades = isRecord(raw.upgrades) ? raw.upgrades : {};
  const listed = Array.isArray(raw.unlockedFlavors) ? raw.unlockedFlavors : [];
  const unlockedFlavors = FLAVOR_IDS.filter((id) => id === DEFAULT_FLAVOR || listed.includes(id));
  const currentFlavor = FLAVOR_IDS.find((id) => id === raw.currentFlavor && unlockedFlavors.includes(id)) ?? DEFAULT_FLAVOR;
  const businessLevel = Math.max(STARTING_LEVEL, count(raw.businessLevel, STARTING_LEVEL));
  return {
    coins: count(raw.coins, start.coins),
    score: count(raw.score, start.score),
    ingredients: Object.fromEntries(INGREDIENTS.map((i) => [i, count(ingredients[i], start.ingredients[i])])) as Ingredients,
    upgrades: Object.fromEntries(UPGRADES.map((u) => [u, count(upgrades[u], 0, UPGRADE_DEFINITIONS[u].maxLevel)])) as Upgrades,
    unlockedFlavors,
    currentFlavor,
    location: LOCATION_IDS.find((id) => id === raw.location) ?? STARTING_LOCATION,
    businessLevel,
    reputation: count(raw.reputation, STARTING_REPUTATION, businessLevel * REPUTATION_PER_LEVEL_FACTOR - 1),
    candy: FLAVOR_IDS.find((id) => id === raw.candy) ?? null,
    paused: raw.paused === true,
  };
}

/**
 * The engine state a play session starts from: the snapshot's stand, the server's seed, an empty line whose first
 * customer comes one full arrival interval in (the panel adds its own first customer with an addCustomer command).
 */
export function startStateFromSnapshot(snapshot: GameSnapshot, seed: number): GameState {
  const saved = {
    coins: snapshot.coins,
    score: snapshot.score,
    ingredients: { ...snapshot.ingredients },
    upgrades: { ...snapshot.upgrades },
    currentFlavor: snapshot.currentFlavor,
    location: snapshot.location,
    ...(snapshot.candy === null ? {} : { candy: snapshot.candy }),
    ...(snapshot.paused ? { paused: true } : {}),
  };
  const profile = {
    name: MEMBER_PLAYER_NAME,
    businessLevel: snapshot.businessLevel,
    reputation: snapshot.reputation,
    unlockedFlavors: [...snapshot.unlockedFlavors],
  };
  const probe = createInitialState({ seed, saved, profile });
  return createInitialState({ seed, saved, profile, firstArrivalSteps: msToSteps(arrivalIntervalMs(probe)) });
}

export type ReplayResult = { ok: true; state: GameState } | { ok: false; reason: string };

/**
 * Runs the engine from `state` up to step `toStep`: at each step the commands stamped with it are applied at the
 * step's start, as the browser's loop did; commands stamped `toStep` itself were applied while the game clock stood
 * still (panel collapsed) and are applied after the last step. Stamps must not go backwards, start before the state
 * or go past `toStep`.
 */
export function replayFrom(state: GameState, commands: readonly StampedCommand[], toStep: number): ReplayResult {
  if (!Number.isInteger(toStep) || toStep < state.step) return { ok: false, reason: 'steps-go-back' };
  let current = state;
  let index = 0;
  let lastStamp = state.step;
  for (const stamped of commands) {
    if (!Number.isInteger(stamped.step) || stamped.step < lastStamp || stamped.step > toStep) {
      return { ok: false, reason: 'bad-stamp' };
    }
    lastStamp = stamped.step;
  }
  while (current.step < toStep) {
    // Steps without commands where nothing happens only count up: jump over them.
    const nextStamp = index < commands.length ? commands[index]!.step : toStep;
    if (nextStamp > current.step) {
      current = skipIdleSteps(current, Math.min(nextStamp, toStep));
      if (current.step >= toStep) break;
    }
    const at = current.step;
    const due: Command[] = [];
    while (index < commands.length && commands[index]!.step === at) {
      due.push(commands[index]!.command);
      index += 1;
    }
    current = step(current, due).state;
  }
  const late = commands.slice(index).map((stamped) => stamped.command);
  if (late.length > 0) {
    current = applyCommands(current, late).state;
  }
  return { ok: true, state: current };
}

/** The replay rule as one call: a session's snapshot and seed, the commands, and the steps played. */
export function replay(snapshot: GameSnapshot, seed: number, commands: readonly StampedCommand[], steps: number): ReplayResult {
  return replayFrom(startStateFromSnapshot(snapshot, seed), commands, steps);
}

/**
 * A short fingerprint of a state: the client sends the one of its own state with a batch, and the server's replay
 * must produce the same. It covers the generator state (any difference in what happened moves it), the step, the
 * stand and the totals; field order is fixed here, so it does not depend on how the state was stored.
 */
export function stateFingerprint(state: GameState): string {
  const parts = [
    state.step,
    state.rng,
    state.coins,
    state.score,
    ...INGREDIENTS.map((i) => state.ingredients[i]),
    ...UPGRADES.map((u) => state.upgrades[u]),
    state.profile.unlockedFlavors.join('+'),
    state.currentFlavor,
    state.location,
    state.profile.businessLevel,
    state.profile.reputation,
    state.stats.customersServed,
    state.stats.customersLost,
    state.queue.map((c) => c.id).join('+'),
    state.spinner.phase,
  ];
  return parts.join('|');
}

/** What a replayed stretch earned: the session counters and satisfaction only ever grow. */
export function earnedBetween(
  before: GameState,
  after: GameState,
): { coins: number; score: number; customersServed: number; happyCustomers: number; satisfaction: number } {
  return {
    coins: after.session.coins - before.session.coins,
    score: after.session.score - before.session.score,
    customersServed: after.session.customersServed - before.session.customersServed,
    happyCustomers: (after.stats.happyServed ?? 0) - (before.stats.happyServed ?? 0),
    satisfaction: Math.round(after.stats.satisfactionSum - before.stats.satisfactionSum),
  };
}

/** A journal of the commands a loop applied, with their steps (what a member's batch sends). */
export class CommandJournal {
  private entries: StampedCommand[] = [];

  record(stepApplied: number, commands: readonly Command[]): void {
    for (const command of commands) this.entries.push({ step: stepApplied, command });
  }

  /** Hands over everything recorded so far and starts empty. */
  take(): StampedCommand[] {
    const taken = this.entries;
    this.entries = [];
    return taken;
  }

  get size(): number {
    return this.entries.length;
  }
}
