/** One fixed step of the game: the step's commands, then each system in a fixed order. */
import { applyCommandWith, type Command, type CommandResult } from './commands';
import { stepCustomers } from './customers';
import { EventSink } from './events';
import { stepMarket } from './market';
import { RandomCursor } from './rng';
import { SERVE_STEPS, stepCoinAnimation, stepSpinner } from './spinner';
import { spinTickSteps } from './economy';
import { copyState, type GameState } from './state';

export function step(state: GameState, commands: readonly Command[] = []): CommandResult {
  let next = state;
  const rng = new RandomCursor(state.rng);
  const events = new EventSink(() => next.muted);
  const ctx = { rng, events };
  for (const command of commands) next = applyCommandWith(next, command, ctx);
  next = stepMarket(next, ctx);
  next = stepSpinner(next, ctx);
  next = stepCustomers(next, ctx);
  next = stepCoinAnimation(next);
  return { state: copyState(next, { step: next.step + 1, rng: rng.state }), events: events.events };
}

/** Runs several steps with no commands, collecting their events (tests and the benchmark use it). */
export function stepMany(state: GameState, count: number): CommandResult {
  let current = state;
  const events: CommandResult['events'] = [];
  for (let i = 0; i < count; i += 1) {
    const result = step(current);
    current = result.state;
    for (const event of result.events) events.push(event);
  }
  return { state: current, events };
}

/**
 * The first step, from the state's own, at which a step without commands would do anything besides counting: the
 * market roll, the end of a spin tick or of the serve animation, a waiting customer giving up, the next arrival, or
 * the end of the coin animation (customers neither leave nor arrive while paused). Every step before it leaves the
 * state as it was except for the step number, which is what lets a replay skip them (skipIdleSteps).
 */
export function nextBusyStep(state: GameState): number {
  let next = state.dayOver ? Number.POSITIVE_INFINITY : state.marketRollStep;
  const spinner = state.spinner;
  if (!state.paused && !state.dayOver) {
    if (spinner.phase === 'spinning') next = Math.min(next, spinner.phaseStartStep + spinTickSteps(state.upgrades.motorSpeed) - 1);
    else if (spinner.phase === 'serving') next = Math.min(next, spinner.phaseStartStep + SERVE_STEPS - 1);
    next = Math.min(next, state.nextArrivalStep);
    for (const customer of state.queue) if (customer.isWaiting) next = Math.min(next, customer.leavesAtStep);
  }
  if (state.coinAnimation !== null) next = Math.min(next, state.coinAnimation.lastStep);
  return Math.max(state.step, next);
}

/** Runs the idle steps before the next busy one (or `limit`) at once: the same state stepMany would reach. */
export function skipIdleSteps(state: GameState, limit: number): GameState {
  const target = Math.min(nextBusyStep(state), limit);
  return target > state.step ? { ...state, step: target } : state;
}
