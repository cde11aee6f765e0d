/**
 * Read-only helpers for the renderer and the panel: values between two steps (interpolated with the loop's alpha)
 * and the flags that enable or disable buttons. Nothing here changes state.
 */
import { SPIN_PROGRESS_DONE, SPIN_PROGRESS_PER_TICK } from './constants';
import { patienceLeft } from './customers';
import { spinTickSteps, spinTimeMs } from './economy';
import { COIN_ANIMATION_STEPS, SERVE_STEPS } from './spinner';
import type { Customer, GameState } from './state';

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The moment the stand's timers stand at: now, or the moment it was paused (nothing moves while closed). */
function frozenStep(state: GameState, alpha: number): number {
  return state.pausedAtStep ?? state.step + alpha;
}

/** Spin progress as a smooth 0..1, including the part of the current 5% tick already run. */
export function spinFraction(state: GameState, alpha: number): number {
  const spinner = state.spinner;
  if (spinner.phase === 'idle') return 0;
  if (spinner.phase !== 'spinning') return 1;
  const tick = spinTickSteps(state.upgrades.motorSpeed);
  const withinTick = ((frozenStep(state, alpha) - spinner.phaseStartStep) / tick) * SPIN_PROGRESS_PER_TICK;
  return clamp01((spinner.progress + withinTick) / SPIN_PROGRESS_DONE);
}

/** 0..1 through the 800 ms serve animation, or null when no serve is under way. */
export function serveFraction(state: GameState, alpha: number): number | null {
  if (state.spinner.phase !== 'serving') return null;
  return clamp01((frozenStep(state, alpha) - state.spinner.phaseStartStep) / SERVE_STEPS);
}

/** 0..1 through the 1000 ms coin animation, or null when none is running. */
export function coinFraction(state: GameState, alpha: number): number | null {
  const animation = state.coinAnimation;
  if (animation === null) return null;
  return clamp01((state.step - animation.startedAtStep + alpha) / COIN_ANIMATION_STEPS);
}

/** A customer's patience left, 0..1, moving smoothly between steps. */
export function customerPatience(customer: Customer, state: GameState, alpha: number): number {
  const paused = state.pausedAtStep !== null;
  return patienceLeft(customer, paused ? state.step : state.step + alpha, state.pausedAtStep);
}

/** The spin time in ms at the current motor level (for the store's upgrade text and the HUD). */
export function currentSpinTimeMs(state: GameState): number {
  return spinTimeMs(state.upgrades.motorSpeed);
}
