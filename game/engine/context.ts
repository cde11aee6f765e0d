import type { EventSink } from './events';
import type { RandomCursor } from './rng';

/** What a system gets besides the state: the step's random cursor and its event sink. */
export interface StepContext {
  readonly rng: RandomCursor;
  readonly events: EventSink;
}
