/**
 * The game state, its starting value, and the normalisation of anything read back from storage.
 * Everything here is plain data (JSON-safe), so a state can be saved, copied and compared.
 */
import {
  DEFAULT_FLAVOR,
  FLAVOR_IDS,
  GUEST_NAME,
  INGREDIENTS,
  LOADED_INGREDIENT_FLOOR,
  LOCATION_IDS,
  MARKET_PERIOD_MS,
  MARKET_PERIODS_PER_SEASON,
  REPUTATION_PER_LEVEL_FACTOR,
  STARTING_COINS,
  STARTING_INGREDIENT_COUNT,
  STARTING_LEVEL,
  STARTING_LOCATION,
  STARTING_MARKET,
  STARTING_REPUTATION,
  STARTING_SCORE,
  UPGRADE_DEFINITIONS,
  UPGRADES,
  msToSteps,
  type CandySize,
  type CustomerType,
  type Grade,
  type FlavorId,
  type Ingredient,
  type LocationId,
  type Personality,
  type Season,
  type Topping,
  type UpgradeId,
  type Weather,
} from './constants';
import { seedRng, type RngState } from './rng';
import { newShift, type ShiftState, type ShiftSummary } from './shift';

export type Ingredients = Record<Ingredient, number>;
export type Upgrades = Record<UpgradeId, number>;

/** The game state saved locally (plus the current flavor and location, so a reload finds the stand as left). */
export interface SavedGameState {
  coins: number;
  ingredients: Ingredients;
  upgrades: Upgrades;
  score: number;
  currentFlavor?: FlavorId;
  location?: LocationId;
  /** A candy ready (or on its way to a customer) when the game was saved: it is still on the cone after a reload. */
  candy?: FlavorId;
  /** The business was paused when the game was saved: it is still closed after a reload. */
  paused?: boolean;
}

/** The local player profile. */
export interface PlayerProfile {
  name: string;
  businessLevel: number;
  reputation: number;
  unlockedFlavors: FlavorId[];
}

export interface Customer {
  id: number;
  type: CustomerType;
  /** false while the customer is at the counter being served: they no longer lose patience and cannot leave. */
  isWaiting: boolean;
  /** The flavor on the customer's ticket (one the stand sells). */
  flavorPreference: FlavorId;
  /** The rest of the ticket: the size, and the topping (none until the stand's menu has toppings). */
  size: CandySize;
  topping: Topping;
  personalityType: Personality;
  /** 5 to 14 units (see PATIENCE_UNIT_MS for what a unit is). */
  patience: number;
  satisfaction: number;
  willingness_to_pay: number;
  arrivedAtStep: number;
  /** How many steps of waiting the patience buys, fixed on arrival. */
  patienceSteps: number;
  /** The step at which the customer gives up; moved later by the time the business spends paused. */
  leavesAtStep: number;
}

export interface MarketConditions {
  season: Season;
  weather: Weather;
  demandBonus: number;
  priceMultiplier: number;
  competitorActivity: number;
}

export type SpinnerPhase = 'idle' | 'spinning' | 'ready' | 'serving';

export interface SpinnerState {
  phase: SpinnerPhase;
  /** 0 to 100 in 5% ticks while spinning; 100 when ready or being served. */
  progress: number;
  /**
   * The step at which the current 5% spin tick (spinning) or the serve animation (serving) began. Timers are kept
   * as absolute steps, so a step that changes nothing copies nothing (an hour of play stays fast).
   */
  phaseStartStep: number;
  /** The flavor spun into the current candy (the one served, even if the player switches flavor meanwhile). */
  flavor: FlavorId;
  /** Ingredients the player has put into the hopper for the next spin (shown on the stand); all three make it Big. */
  loaded: Record<Ingredient, boolean>;
  /** The current candy's size (fixed when its spin starts) and the topping the finish step put on it. */
  size: CandySize;
  topping: Topping;
}

export interface CoinAnimation {
  coins: number;
  points: number;
  startedAtStep: number;
  /** The last step during which the animation runs (1000 ms after it started). */
  lastStep: number;
}

/** Totals earned since the engine run started: what a signed-in player's progress sync sends as deltas. */
export interface SessionTotals {
  coins: number;
  score: number;
  customersServed: number;
}

export interface GameStats {
  customersServed: number;
  customersLost: number;
  satisfactionSum: number;
  satisfactionCount: number;
  /** Customers served with a happy grade (isHappyGrade: A or B). */
  happyServed: number;
}

export interface GameState {
  /** Steps run since the state was created. */
  step: number;
  rng: RngState;
  coins: number;
  score: number;
  ingredients: Ingredients;
  upgrades: Upgrades;
  profile: PlayerProfile;
  currentFlavor: FlavorId;
  location: LocationId;
  market: MarketConditions;
  /** The step at which the market is next re-rolled. */
  marketRollStep: number;
  marketPeriodsLeftInSeason: number;
  spinner: SpinnerState;
  coinAnimation: CoinAnimation | null;
  queue: Customer[];
  nextCustomerId: number;
  /** The step at which the next customer is due (moved later by the time spent paused). */
  nextArrivalStep: number;
  paused: boolean;
  /**
   * The day is over and the next has not begun: time stands still for the stand (nothing spins, nobody comes or
   * waits) while the player reads the day's summary and shops; the startDay command opens the next day.
   */
  dayOver: boolean;
  /** The step at which the business was paused, so waiting customers' deadlines can move on resume. */
  pausedAtStep: number | null;
  muted: boolean;
  /** The step of the last rewarded exploration bonus. */
  lastExplorationStep: number | null;
  stats: GameStats;
  session: SessionTotals;
  /** The current game day (see shift.ts) and the summary of the last one (null during the first). */
  shift: ShiftState;
  lastShift: ShiftSummary | null;
  /** How the last serve was graded (the panel shows it beside the ticket); null before the first. */
  lastServe: LastServe | null;
}

export interface LastServe {
  grade: Grade;
  score: number;
  tip: number;
  flavorRight: boolean;
  sizeRight: boolean;
  toppingRight: boolean;
}

/** The fields the hot path of a step replaces. */
export interface StepChanges {
  step?: number;
  rng?: RngState;
  spinner?: SpinnerState;
}

/**
 * A copy of the state with a few fields replaced, written field by field rather than with a spread: it runs on every
 * step (and on every spin tick), and an object literal of a fixed shape is several times cheaper in V8 than spreading
 * a 27-field object. The return type makes the compiler insist that every field of GameState is here.
 */
export function copyState(s: GameState, changes: StepChanges): GameState {
  return {
    step: changes.step ?? s.step,
    rng: changes.rng ?? s.rng,
    coins: s.coins,
    score: s.score,
    ingredients: s.ingredients,
    upgrades: s.upgrades,
    profile: s.profile,
    currentFlavor: s.currentFlavor,
    location: s.location,
    market: s.market,
    marketRollStep: s.marketRollStep,
    marketPeriodsLeftInSeason: s.marketPeriodsLeftInSeason,
    spinner: changes.spinner ?? s.spinner,
    coinAnimation: s.coinAnimation,
    queue: s.queue,
    nextCustomerId: s.nextCustomerId,
    nextArrivalStep: s.nextArrivalStep,
    paused: s.paused,
    dayOver: s.dayOver,
    pausedAtStep: s.pausedAtStep,
    muted: s.muted,
    lastExplorationStep: s.lastExplorationStep,
    stats: s.stats,
    session: s.session,
    shift: s.shift,
    lastShift: s.lastShift,
    lastServe: s.lastServe,
  };
}

export function startingIngredients(): Ingredients {
  return { sugar: STARTING_INGREDIENT_COUNT, syrup: STARTING_INGREDIENT_COUNT, cones: STARTING_INGREDIENT_COUNT };
}

export function noUpgrades(): Upgrades {
  return { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 };
}

export function guestProfile(): PlayerProfile {
  return { name: GUEST_NAME, businessLevel: STARTING_LEVEL, reputation: STARTING_REPUTATION, unlockedFlavors: [DEFAULT_FLAVOR] };
}

export function defaultSavedGame(): SavedGameState {
  return { coins: STARTING_COINS, ingredients: startingIngredients(), upgrades: noUpgrades(), score: STARTING_SCORE };
}

export interface CreateStateOptions {
  seed: number;
  saved?: SavedGameState | null;
  profile?: PlayerProfile | null;
  /**
   * How many steps until the arrival clock brings its first customer (1 = on the first step, the default). The
   * panel also adds one 100 ms after expansion and starts this clock a full interval later.
   */
  firstArrivalSteps?: number;
}

export function createInitialState(options: CreateStateOptions): GameState {
  const saved = options.saved ?? defaultSavedGame();
  const profile = options.profile ?? guestProfile();
  const currentFlavor = saved.currentFlavor !== undefined && profile.unlockedFlavors.includes(saved.currentFlavor) ? saved.currentFlavor : DEFAULT_FLAVOR;
  return {
    step: 0,
    rng: seedRng(options.seed),
    coins: saved.coins,
    score: saved.score,
    ingredients: { ...saved.ingredients },
    upgrades: { ...saved.upgrades },
    profile: { ...profile, unlockedFlavors: [...profile.unlockedFlavors] },
    currentFlavor,
    location: saved.location ?? STARTING_LOCATION,
    market: { ...STARTING_MARKET },
    marketRollStep: msToSteps(MARKET_PERIOD_MS) - 1,
    marketPeriodsLeftInSeason: MARKET_PERIODS_PER_SEASON,
    spinner: {
      phase: saved.candy === undefined ? 'idle' : 'ready',
      progress: saved.candy === undefined ? 0 : 100,
      phaseStartStep: 0,
      flavor: saved.candy ?? currentFlavor,
      loaded: { sugar: false, syrup: false, cones: false },
      size: 'small',
      topping: 'none',
    },
    coinAnimation: null,
    queue: [],
    nextCustomerId: 1,
    nextArrivalStep: Math.max(0, (options.firstArrivalSteps ?? 1) - 1),
    paused: saved.paused === true,
    dayOver: false,
    pausedAtStep: saved.paused === true ? 0 : null,
    muted: false,
    lastExplorationStep: null,
    stats: { customersServed: 0, customersLost: 0, satisfactionSum: 0, satisfactionCount: 0, happyServed: 0 },
    session: { coins: 0, score: 0, customersServed: 0 },
    shift: newShift(1, profile.businessLevel, 0),
    lastShift: null,
    lastServe: null,
  };
}

/** A candy made and not yet handed over: ready on the cone, or mid-serve (the serve had not paid yet). */
export function candyInHand(state: GameState): FlavorId | undefined {
  const phase = state.spinner.phase;
  return phase === 'ready' || phase === 'serving' ? state.spinner.flavor : undefined;
}

/** The part of the state that is saved locally. */
export function toSavedGame(state: GameState): SavedGameState {
  const saved: SavedGameState = {
    coins: state.coins,
    ingredients: { ...state.ingredients },
    upgrades: { ...state.upgrades },
    score: state.score,
    currentFlavor: state.currentFlavor,
    location: state.location,
  };
  const candy = candyInHand(state);
  if (candy !== undefined) saved.candy = candy;
  if (state.paused) saved.paused = true;
  return saved;
}

// ---------------------------------------------------------------------------------------------------------------
// Normalisation of stored data: anything that is not a well-formed value falls back to its default.
// ---------------------------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(value: unknown, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * Reads a saved game state of unknown shape. Missing or broken fields take the starting value; ingredients are
 * raised to at least 3 each, upgrades are clamped to their maximum levels.
 */
export function normaliseSavedGame(raw: unknown): SavedGameState {
  const defaults = defaultSavedGame();
  if (!isRecord(raw)) return defaults;
  const rawIngredients = isRecord(raw.ingredients) ? raw.ingredients : {};
  const rawUpgrades = isRecord(raw.upgrades) ? raw.upgrades : {};
  const ingredients = {} as Ingredients;
  for (const ingredient of INGREDIENTS) {
    const count = wholeNumber(rawIngredients[ingredient], defaults.ingredients[ingredient]);
    ingredients[ingredient] = Math.max(LOADED_INGREDIENT_FLOOR, count);
  }
  const upgrades = {} as Upgrades;
  for (const upgrade of UPGRADES) {
    upgrades[upgrade] = wholeNumber(rawUpgrades[upgrade], 0, 0, UPGRADE_DEFINITIONS[upgrade].maxLevel);
  }
  const saved: SavedGameState = {
    coins: wholeNumber(raw.coins, defaults.coins),
    ingredients,
    upgrades,
    score: wholeNumber(raw.score, defaults.score),
  };
  if (isOneOf(FLAVOR_IDS, raw.currentFlavor)) saved.currentFlavor = raw.currentFlavor;
  if (isOneOf(LOCATION_IDS, raw.location)) saved.location = raw.location;
  if (isOneOf(FLAVOR_IDS, raw.candy)) saved.candy = raw.candy;
  if (raw.paused === true) saved.paused = true;
  return saved;
}

/** Reads a stored profile; returns null when there is none or it is unusable (the game then makes a guest). */
export function normaliseProfile(raw: unknown): PlayerProfile | null {
  if (!isRecord(raw)) return null;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (name === '') return null;
  const businessLevel = wholeNumber(raw.businessLevel, STARTING_LEVEL, STARTING_LEVEL);
  const reputation = wholeNumber(raw.reputation, STARTING_REPUTATION, 0, businessLevel * REPUTATION_PER_LEVEL_FACTOR - 1);
  const listed = Array.isArray(raw.unlockedFlavors) ? raw.unlockedFlavors.filter((id) => isOneOf(FLAVOR_IDS, id)) : [];
  const unlockedFlavors = FLAVOR_IDS.filter((id) => id === DEFAULT_FLAVOR || listed.includes(id));
  return { name, businessLevel, reputation, unlockedFlavors };
}
