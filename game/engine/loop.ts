/**
 * The fixed-timestep loop ("Fix Your Timestep"): real time accumulates, the game advances only in whole steps,
 * the steps per frame are clamped, and the renderer gets the fraction of a step left over to interpolate with.
 * The clock is injected, so a test drives it with made-up times.
 */
import { applyCommands, type Command } from './commands';
import { MAX_STEPS_PER_FRAME, STEP_MS } from './constants';
import type { GameEvent } from './events';
import type { CommandJournal } from './replay';
import { step } from './step';
import type { GameState } from './state';

export interface Clock {
  /** Milliseconds from any fixed origin (performance.now in the browser). */
  now(): number;
}

export interface LoopTiming {
  lastTimeMs: number | null;
  accumulatorMs: number;
}

export interface LoopAdvance {
  timing: LoopTiming;
  /** Whole steps to run this frame (at most maxSteps). */
  steps: number;
  /** The fraction of a step accumulated beyond those steps, 0 <= alpha < 1. */
  alpha: number;
  /** Time thrown away because the frame needed more than maxSteps steps. */
  droppedMs: number;
}

export function startTiming(): LoopTiming {
  return { lastTimeMs: null, accumulatorMs: 0 };
}

/** Pure: how many steps a frame at `nowMs` runs. The first frame only sets the time origin. */
export function advanceTiming(timing: LoopTiming, nowMs: number, stepMs: number = STEP_MS, maxSteps: number = MAX_STEPS_PER_FRAME): LoopAdvance {
  if (timing.lastTimeMs === null) {
    return { timing: { lastTimeMs: nowMs, accumulatorMs: 0 }, steps: 0, alpha: 0, droppedMs: 0 };
  }
  // A clock that goes backwards (two callers with slightly different timestamps) is no time passing, and the
  // later time stays the origin so the same interval is never counted twice.
  const lastTimeMs = Math.max(timing.lastTimeMs, nowMs);
  const elapsed = Math.max(0, nowMs - timing.lastTimeMs);
  let accumulator = timing.accumulatorMs + elapsed;
  let steps = Math.floor(accumulator / stepMs);
  let droppedMs = 0;
  if (steps > maxSteps) {
    droppedMs = (steps - maxSteps) * stepMs;
    steps = maxSteps;
  }
  accumulator -= steps * stepMs + droppedMs;
  return { timing: { lastTimeMs, accumulatorMs: accumulator }, steps, alpha: accumulator / stepMs, droppedMs };
}

export interface FrameResult {
  /** The state before the last step of the frame (or the current state if none ran), for interpolation. */
  previous: GameState;
  current: GameState;
  alpha: number;
  steps: number;
  events: GameEvent[];
}

export interface GameLoopOptions {
  clock: Clock;
  state: GameState;
  stepMs?: number;
  maxStepsPerFrame?: number;
}

/**
 * Holds the current state and the commands waiting for the next step. The UI calls frame() once per animation
 * frame while the game is running; enqueue() from input handlers; stop() when the panel is collapsed.
 */
export class GameLoop {
  private timing: LoopTiming = startTiming();
  private pending: Command[] = [];
  private previousState: GameState;
  private currentState: GameState;
  private readonly clock: Clock;
  private readonly stepMs: number;
  private readonly maxSteps: number;
  private journal: CommandJournal | null = null;

  constructor(options: GameLoopOptions) {
    this.clock = options.clock;
    this.currentState = options.state;
    this.previousState = options.state;
    this.stepMs = options.stepMs ?? STEP_MS;
    this.maxSteps = options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME;
  }

  get state(): GameState {
    return this.currentState;
  }

  get pendingCommands(): readonly Command[] {
    return this.pending;
  }

  enqueue(command: Command): void {
    this.pending.push(command);
  }

  /** Records every command applied from now on with its step (a member's verified play); null stops recording. */
  recordInto(journal: CommandJournal | null): void {
    this.journal = journal;
  }

  /** Forget the time origin: the next frame starts counting afresh (after the loop was stopped). */
  resetClock(): void {
    this.timing = startTiming();
  }

  /**
   * Applies commands at once without advancing time, together with any still waiting: used while the game clock
   * is stopped (panel collapsed), for example for an exploration bonus earned by a page change.
   */
  applyNow(commands: readonly Command[]): GameEvent[] {
    const all = [...this.pending, ...commands];
    this.pending = [];
    if (all.length > 0) this.journal?.record(this.currentState.step, all);
    const result = applyCommands(this.currentState, all);
    this.currentState = result.state;
    this.previousState = result.state;
    return result.events;
  }

  /** Replaces the state (a profile saved from the dialog, a test's set-up). */
  replaceState(state: GameState): void {
    this.currentState = state;
    this.previousState = state;
    // Commands meant for the state replaced are not applied to the new one.
    this.pending = [];
  }

  frame(): FrameResult {
    const advance = advanceTiming(this.timing, this.clock.now(), this.stepMs, this.maxSteps);
    this.timing = advance.timing;
    const events: GameEvent[] = [];
    let previous = this.currentState;
    for (let i = 0; i < advance.steps; i += 1) {
      previous = this.currentState;
      const commands = this.pending;
      this.pending = [];
      if (commands.length > 0) this.journal?.record(this.currentState.step, commands);
      const result = step(this.currentState, commands);
      this.currentState = result.state;
      for (const event of result.events) events.push(event);
    }
    if (advance.steps > 0) this.previousState = previous;
    return { previous: this.previousState, current: this.currentState, alpha: advance.alpha, steps: advance.steps, events };
  }
}
