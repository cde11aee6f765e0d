/**
 * What the HTML around the canvas shows: a small, comparable summary of the game state. It changes only when one
 * of its fields changes, so React re-renders a few times a second at most, not at every engine step.
 */
import {
  businessMetrics,
  canBuyRefill,
  canServe,
  isStarterRefillDue,
  summariseShift,
  toppingsForLevel,
  canSpin,
  currentSpinTimeMs,
  customerCapacity,
  reputationToNextLevel,
  stageForLevel,
  type BusinessMetrics,
  type FinishTopping,
  type LastServe,
  type Order,
  type FlavorId,
  type GameState,
  type Ingredients,
  type LocationId,
  type MarketConditions,
  type ShiftSummary,
  type SpinnerPhase,
  type StageId,
  type Upgrades,
} from '../engine';
import { businessLevelFor } from '@shared/business-level';

export interface UiSnapshot {
  coins: number;
  score: number;
  ingredients: Ingredients;
  upgrades: Upgrades;
  phase: SpinnerPhase;
  /** Spin progress in 5% ticks. */
  progress: number;
  loaded: Record<keyof Ingredients, boolean>;
  canSpin: boolean;
  canServe: boolean;
  queueLength: number;
  capacity: number;
  paused: boolean;
  muted: boolean;
  currentFlavor: FlavorId;
  unlockedFlavors: FlavorId[];
  location: LocationId;
  stage: StageId;
  /**
   * The business level, the one level shown anywhere (the dashboard, the leaderboards and the member discount use
   * it too): from the coins verified play earned before this session plus those earned since.
   */
  level: number;
  /** The stand's reputation rank (shown as "Reputation N", never as a level): it opens stages, pitches and toppings. */
  reputationRank: number;
  reputation: number;
  reputationNeeded: number;
  market: MarketConditions;
  metrics: BusinessMetrics;
  spinTimeMs: number;
  profileName: string;
  customersServed: number;
  customersLost: number;
  canBuyRefill: boolean;
  /** The next refill is the free starter refill (out of stock and of coins). */
  starterRefill: boolean;
  /** Today's shift so far (stars as they stand now) and the summary of the last day. */
  shift: ShiftSummary;
  /** The day is over: its summary (lastShift) shows and time stands still until the next day starts. */
  dayOver: boolean;
  lastShift: ShiftSummary | null;
  /** The first customer's order (what the next candy is for), or null with nobody in line. */
  ticket: Order | null;
  /** The candy on the spinner (spinning, ready or on its way), or null when the spinner is empty. */
  candy: Order | null;
  /** The toppings the finish step offers at this stage (none before the Candy Truck). */
  toppings: FinishTopping[];
  /** How the last serve was graded, or null before the first. */
  lastServe: LastServe | null;
}

export function toUiSnapshot(state: GameState, verifiedCoins = 0): UiSnapshot {
  return {
    coins: state.coins,
    score: state.score,
    ingredients: state.ingredients,
    upgrades: state.upgrades,
    phase: state.spinner.phase,
    progress: state.spinner.progress,
    loaded: state.spinner.loaded,
    canSpin: canSpin(state),
    canServe: canServe(state),
    queueLength: state.queue.length,
    capacity: customerCapacity(state),
    paused: state.paused,
    muted: state.muted,
    currentFlavor: state.currentFlavor,
    unlockedFlavors: state.profile.unlockedFlavors,
    location: state.location,
    stage: stageForLevel(state.profile.businessLevel).id,
    level: businessLevelFor(verifiedCoins + state.session.coins),
    reputationRank: state.profile.businessLevel,
    reputation: state.profile.reputation,
    reputationNeeded: reputationToNextLevel(state.profile.businessLevel),
    market: state.market,
    metrics: businessMetrics(state),
    spinTimeMs: currentSpinTimeMs(state),
    profileName: state.profile.name,
    customersServed: state.stats.customersServed,
    customersLost: state.stats.customersLost,
    canBuyRefill: canBuyRefill(state),
    starterRefill: isStarterRefillDue(state),
    shift: summariseShift(state.shift, state.session.coins),
    dayOver: state.dayOver,
    lastShift: state.lastShift,
    ticket: ticketOf(state),
    candy: state.spinner.phase === 'idle' ? null : { flavor: state.spinner.flavor, size: state.spinner.size, topping: state.spinner.topping },
    toppings: toppingsForLevel(state.profile.businessLevel).filter((t): t is FinishTopping => t !== 'none'),
    lastServe: state.lastServe,
  };
}

function ticketOf(state: GameState): Order | null {
  const first = state.queue[0];
  return first === undefined ? null : { flavor: first.flavorPreference, size: first.size, topping: first.topping };
}

/** A cheap identity for "did anything shown change": the snapshot's JSON. */
export function snapshotKey(snapshot: UiSnapshot): string {
  return JSON.stringify(snapshot);
}
