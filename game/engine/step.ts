/** One fixed step of the game: the step's commands, then each system in a fixed order. */
import { applyCommandWith, type Command, type CommandResult } from './commands';
import { stepCustomers } from './customers';
import { EventSink } from './events';
import { stepMarket } from './market';
import { RandomCursor } from './rng';
import { stepCoinAnimation, stepSpinner } from './spinner';
import type { GameState } from './state';

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
  next = { ...next, step: next.step + 1, rng: rng.state };
  return { state: next, events: events.events };
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
