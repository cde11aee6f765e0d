/**
 * Session totals for a signed-in player's progress sync. The engine counts what was
 * earned since the run began (spending never lowers it); the sync sends the difference from the last totals sent.
 */
import { SYNC_MIN_COINS, SYNC_MIN_CUSTOMERS, SYNC_MIN_SCORE } from './constants';
import type { GameState, SessionTotals } from './state';

export type { SessionTotals };

export const ZERO_TOTALS: SessionTotals = { coins: 0, score: 0, customersServed: 0 };

export function sessionTotals(state: GameState): SessionTotals {
  return { ...state.session };
}

/** The difference from a baseline, never negative: a delta never takes progress away. */
export function deltaSince(current: SessionTotals, baseline: SessionTotals): SessionTotals {
  return {
    coins: Math.max(0, current.coins - baseline.coins),
    score: Math.max(0, current.score - baseline.score),
    customersServed: Math.max(0, current.customersServed - baseline.customersServed),
  };
}

/** Send only if coins rose by at least 5, or score by at least 10, or customers served by at least 1. */
export function isDeltaWorthSending(delta: SessionTotals): boolean {
  if (delta.coins < 0 || delta.score < 0 || delta.customersServed < 0) return false;
  return delta.coins >= SYNC_MIN_COINS || delta.score >= SYNC_MIN_SCORE || delta.customersServed >= SYNC_MIN_CUSTOMERS;
}

/** The final sync when the game is left goes out if any value is above 0. */
export function hasAnyProgress(delta: SessionTotals): boolean {
  return delta.coins > 0 || delta.score > 0 || delta.customersServed > 0;
}

/**
 * Remembers the last totals sent. `pending` gives the delta to send now (or null); `markSent` moves the baseline
 * once the server has accepted it, so a failed send is retried with the larger delta next time.
 */
export class SessionTracker {
  private baseline: SessionTotals;

  constructor(baseline: SessionTotals = ZERO_TOTALS) {
    this.baseline = { ...baseline };
  }

  get lastSent(): SessionTotals {
    return { ...this.baseline };
  }

  pending(current: SessionTotals, final = false): SessionTotals | null {
    const delta = deltaSince(current, this.baseline);
    const send = final ? hasAnyProgress(delta) : isDeltaWorthSending(delta);
    return send ? delta : null;
  }

  markSent(delta: SessionTotals): void {
    this.baseline = {
      coins: this.baseline.coins + delta.coins,
      score: this.baseline.score + delta.score,
      customersServed: this.baseline.customersServed + delta.customersServed,
    };
  }
}
