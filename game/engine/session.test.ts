import { describe, expect, it } from 'vitest';
import { SessionTracker, deltaSince, isDeltaWorthSending, sessionTotals } from './session';
import { makeState } from './test-helpers';

describe('session totals', () => {
  it('are reported from the state', () => {
    expect(sessionTotals(makeState())).toEqual({ coins: 0, score: 0, customersServed: 0 });
  });

  it('deltas are never negative', () => {
    expect(deltaSince({ coins: 3, score: 1, customersServed: 0 }, { coins: 5, score: 0, customersServed: 1 })).toEqual({
      coins: 0,
      score: 1,
      customersServed: 0,
    });
  });

  it('are worth sending at +5 coins, +10 score or +1 customer', () => {
    expect(isDeltaWorthSending({ coins: 4, score: 9, customersServed: 0 })).toBe(false);
    expect(isDeltaWorthSending({ coins: 5, score: 0, customersServed: 0 })).toBe(true);
    expect(isDeltaWorthSending({ coins: 0, score: 10, customersServed: 0 })).toBe(true);
    expect(isDeltaWorthSending({ coins: 0, score: 0, customersServed: 1 })).toBe(true);
    expect(isDeltaWorthSending({ coins: -5, score: 20, customersServed: 1 })).toBe(false);
  });

  it('the tracker sends the difference from the last totals sent', () => {
    const tracker = new SessionTracker();
    expect(tracker.pending({ coins: 2, score: 4, customersServed: 0 })).toBeNull();
    expect(tracker.pending({ coins: 2, score: 4, customersServed: 0 }, true)).toEqual({ coins: 2, score: 4, customersServed: 0 });
    const delta = tracker.pending({ coins: 6, score: 12, customersServed: 2 });
    expect(delta).toEqual({ coins: 6, score: 12, customersServed: 2 });
    if (delta === null) throw new Error('expected a delta');
    tracker.markSent(delta);
    expect(tracker.pending({ coins: 8, score: 15, customersServed: 2 })).toBeNull();
    expect(tracker.pending({ coins: 11, score: 15, customersServed: 2 })).toEqual({ coins: 5, score: 3, customersServed: 0 });
    expect(tracker.lastSent).toEqual({ coins: 6, score: 12, customersServed: 2 });
  });
});
