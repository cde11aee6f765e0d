/** Shared set-up for the engine's unit tests (not exported from the engine). */
import type { StepContext } from './context';
import { EventSink, type GameEvent } from './events';
import type { ToastMessage } from './messages';
import { RandomCursor } from './rng';
import { createInitialState, type GameState } from './state';

export function makeState(overrides: Partial<GameState> = {}, seed = 42): GameState {
  return { ...createInitialState({ seed, firstArrivalSteps: 1_000_000 }), ...overrides };
}

export function makeContext(seed = 7): StepContext & { events: EventSink } {
  return { rng: new RandomCursor(seed), events: new EventSink(() => false) };
}

export function toasts(events: readonly GameEvent[]): ToastMessage[] {
  return events.flatMap((event) => (event.type === 'toast' ? [event.toast] : []));
}

export function sounds(events: readonly GameEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'sound' ? [event.sound] : []));
}
