/**
 * The spinner: idle -> spinning (5% a tick) -> ready (hasCottonCandy) -> serving (800 ms) -> idle, and the reward
 * paid when a serve completes.
 */
import {
  COIN_ANIMATION_MS,
  INGREDIENTS,
  REPUTATION_PER_SERVE,
  SERVE_ANIMATION_MS,
  SPIN_PROGRESS_DONE,
  SPIN_PROGRESS_PER_TICK,
  msToSteps,
  type CandySize,
  type FinishTopping,
  type Ingredient,
} from './constants';
import type { StepContext } from './context';
import { satisfactionOnServe } from './customers';
import { coinsPerServe, pointsPerServe, spinTickSteps } from './economy';
import { messages } from './messages';
import { gradeServe, isHappyGrade } from './orders';
import { addReputation } from './progression';
import { recordServe } from './shift';
import { copyState, type GameState, type SpinnerState } from './state';

export const SERVE_STEPS = msToSteps(SERVE_ANIMATION_MS);
export const COIN_ANIMATION_STEPS = msToSteps(COIN_ANIMATION_MS);

const EMPTY_HOPPER: SpinnerState['loaded'] = { sugar: false, syrup: false, cones: false };

export function hasCottonCandy(state: GameState): boolean {
  return state.spinner.phase === 'ready';
}

export function hasAllIngredients(state: GameState): boolean {
  return INGREDIENTS.every((ingredient) => state.ingredients[ingredient] > 0);
}

/**
 * Needs sugar, syrup and cones each above 0, no spin in progress and no candy ready (or being served), and the stand
 * open. Rule: a paused business neither spins nor serves (the original paused only arrivals, so a closed stand went
 * on working while its line's patience stood still).
 */
export function canSpin(state: GameState): boolean {
  return isOpen(state) && state.spinner.phase === 'idle' && hasAllIngredients(state);
}

export function canServe(state: GameState): boolean {
  return isOpen(state) && state.spinner.phase === 'ready' && state.queue.length > 0;
}

/** The stand works: not paused, and a day is under way (between days time stands still). */
export function isOpen(state: GameState): boolean {
  return !state.paused && !state.dayOver;
}

/**
 * Tapping an ingredient puts it in the spinner's hopper ("Ingredient Added!"; with a count of 0, "Can't Use!").
 * Rule: a spin started with all three in the hopper makes a Big candy, one started without a full hopper a Small one
 * (see CANDY_SIZES). The spin rule consumes one of each ingredient from stock either way, so loading takes no stock a
 * second time. The hopper can be loaded at any time, also while the candy before is spinning.
 */
export function addIngredient(state: GameState, ingredient: Ingredient, ctx: StepContext): GameState {
  if (state.ingredients[ingredient] <= 0) {
    ctx.events.toast(messages.cantUse(ingredient));
    return state;
  }
  ctx.events.toast(messages.ingredientAdded(ingredient));
  ctx.events.sound('drop');
  ctx.events.emit({ type: 'ingredientAdded', ingredient });
  if (state.spinner.loaded[ingredient]) return state;
  return { ...state, spinner: { ...state.spinner, loaded: { ...state.spinner.loaded, [ingredient]: true } } };
}

export function startSpin(state: GameState, ctx: StepContext): GameState {
  if (!hasAllIngredients(state)) {
    ctx.events.toast(messages.cantSpin());
    return state;
  }
  if (!isOpen(state)) {
    ctx.events.toast(messages.standClosed());
    return state;
  }
  if (state.spinner.phase !== 'idle') {
    // choice: no toast; the spin button is disabled while a candy is spinning, ready or being served.
    ctx.events.reject('spin', state.spinner.phase);
    return state;
  }
  ctx.events.toast(messages.spinning());
  ctx.events.sound('spin');
  ctx.events.emit({ type: 'spinStarted', flavor: state.currentFlavor });
  const size: CandySize = INGREDIENTS.every((ingredient) => state.spinner.loaded[ingredient]) ? 'big' : 'small';
  return {
    ...state,
    ingredients: {
      sugar: state.ingredients.sugar - 1,
      syrup: state.ingredients.syrup - 1,
      cones: state.ingredients.cones - 1,
    },
    spinner: { phase: 'spinning', progress: 0, phaseStartStep: state.step, flavor: state.currentFlavor, loaded: EMPTY_HOPPER, size, topping: 'none' },
  };
}

/**
 * The finish step: a topping on the ready candy (tapping another topping swaps it). Only a ready candy at an open
 * stand can be finished; anything else is refused with "No Cotton Candy!" (or "Stand Closed").
 */
export function finishCandy(state: GameState, topping: FinishTopping, ctx: StepContext): GameState {
  if (state.spinner.phase === 'ready' && !isOpen(state)) {
    ctx.events.toast(messages.standClosed());
    return state;
  }
  if (state.spinner.phase !== 'ready') {
    if (state.spinner.phase === 'serving') ctx.events.reject('finish', 'serving');
    else ctx.events.toast(messages.noCottonCandy());
    return state;
  }
  ctx.events.sound('drop');
  ctx.events.emit({ type: 'candyFinished', topping });
  if (state.spinner.topping === topping) return state;
  return { ...state, spinner: { ...state.spinner, topping } };
}

/** Needs a candy ready ("No Cotton Candy!") and a customer ("No Customers!"). */
export function startServe(state: GameState, ctx: StepContext): GameState {
  if (!isOpen(state) && state.spinner.phase === 'ready') {
    ctx.events.toast(messages.standClosed());
    return state;
  }
  if (state.spinner.phase !== 'ready') {
    // A serve already under way is not a missing candy: ignore the second press quietly.
    if (state.spinner.phase === 'serving') ctx.events.reject('serve', 'serving');
    else ctx.events.toast(messages.noCottonCandy());
    return state;
  }
  const first = state.queue[0];
  if (first === undefined) {
    ctx.events.toast(messages.noCustomers());
    return state;
  }
  ctx.events.sound('serve');
  ctx.events.emit({ type: 'serveStarted', customerId: first.id });
  return {
    ...state,
    queue: [{ ...first, isWaiting: false }, ...state.queue.slice(1)],
    spinner: { ...state.spinner, phase: 'serving', phaseStartStep: state.step },
  };
}

/**
 * After the serve animation: the first customer leaves and coins, points and reputation are paid. The serve is graded
 * from the ticket and the wait (gradeServe) and the tip follows the grade.
 */
function completeServe(state: GameState, ctx: StepContext): GameState {
  const [served, ...rest] = state.queue;
  const spinner: SpinnerState = { ...state.spinner, phase: 'idle', progress: 0, phaseStartStep: state.step, topping: 'none' };
  if (served === undefined) return { ...state, spinner };
  const flavor = state.spinner.flavor;
  const candy = { flavor, size: state.spinner.size, topping: state.spinner.topping };
  // The wait counts until the serve began (the serve animation's start), paused time excluded.
  const patienceUsed = 1 - (served.leavesAtStep - state.spinner.phaseStartStep) / served.patienceSteps;
  const graded = gradeServe({ flavor: served.flavorPreference, size: served.size, topping: served.topping }, candy, patienceUsed);
  const tip = graded.tip;
  const coins = coinsPerServe(flavor, state.upgrades) + tip;
  const points = pointsPerServe(state.queue.length, state.upgrades, flavor);
  const satisfaction = satisfactionOnServe(served, state.step, flavor, coins - tip, state.market, candy);
  const { profile, leveledUp } = addReputation(state.profile, REPUTATION_PER_SERVE);
  ctx.events.toast(messages.customerServed(points));
  ctx.events.sound('coin');
  ctx.events.emit({
    type: 'customerServed',
    customerId: served.id,
    coins,
    points,
    satisfaction,
    tip,
    wished: graded.flavorRight,
    grade: graded.grade,
    gradeScore: graded.score,
  });
  if (leveledUp) ctx.events.emit({ type: 'levelUp', level: profile.businessLevel });
  const paid: GameState = {
    ...state,
    coins: state.coins + coins,
    score: state.score + points,
    profile,
    queue: rest,
    spinner,
    coinAnimation: { coins, points, startedAtStep: state.step, lastStep: state.step + COIN_ANIMATION_STEPS - 1 },
    lastServe: {
      grade: graded.grade,
      score: graded.score,
      tip,
      flavorRight: graded.flavorRight,
      sizeRight: graded.sizeRight,
      toppingRight: graded.toppingRight,
    },
    stats: {
      ...state.stats,
      customersServed: state.stats.customersServed + 1,
      satisfactionSum: state.stats.satisfactionSum + satisfaction,
      satisfactionCount: state.stats.satisfactionCount + 1,
      // A state stored before happy customers were counted has none yet.
      happyServed: (state.stats.happyServed ?? 0) + (isHappyGrade(graded.grade) ? 1 : 0),
    },
    session: {
      coins: state.session.coins + coins,
      score: state.session.score + points,
      customersServed: state.session.customersServed + 1,
    },
  };
  return recordServe(paid, tip, satisfaction, graded.score, ctx);
}

/** Steps of the current spin tick or serve animation, counting the step being run. */
function phaseElapsed(state: GameState): number {
  return state.step - state.spinner.phaseStartStep + 1;
}

/** One step of the spinner: spin ticks of 5%, and the end of the serve animation. Nothing moves while paused. */
export function stepSpinner(state: GameState, ctx: StepContext): GameState {
  if (!isOpen(state)) return state;
  const spinner = state.spinner;
  if (spinner.phase === 'spinning') {
    if (phaseElapsed(state) < spinTickSteps(state.upgrades.motorSpeed)) return state;
    const progress = Math.min(SPIN_PROGRESS_DONE, spinner.progress + SPIN_PROGRESS_PER_TICK);
    const phaseStartStep = state.step + 1;
    if (progress >= SPIN_PROGRESS_DONE) {
      ctx.events.emit({ type: 'candyReady' });
      return copyState(state, { spinner: { ...spinner, phase: 'ready', progress, phaseStartStep } });
    }
    return copyState(state, { spinner: { ...spinner, progress, phaseStartStep } });
  }
  if (spinner.phase === 'serving') {
    if (phaseElapsed(state) < SERVE_STEPS) return state;
    return completeServe(state, ctx);
  }
  return state;
}

/** The coin animation ends 1000 ms after the reward. */
export function stepCoinAnimation(state: GameState): GameState {
  const animation = state.coinAnimation;
  if (animation === null || state.step < animation.lastStep) return state;
  return { ...state, coinAnimation: null };
}
