import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_LABEL_DELAY_MS, SubmissionGate, type SubmissionState } from './submission-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SubmissionGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one submission when the button is clicked three times before the answer', async () => {
    const states: SubmissionState[] = [];
    const gate = new SubmissionGate((state) => states.push(state));
    const answer = deferred();
    const work = vi.fn(() => answer.promise);
    const clicks = [gate.run(work), gate.run(work), gate.run(work)];
    expect(work).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ pending: true, slow: false });
    answer.resolve();
    await Promise.all(clicks);
    expect(states.at(-1)).toEqual({ pending: false, slow: false });
    await gate.run(work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('says it is busy only after the delay, so a quick answer never flashes the busy text', async () => {
    const states: SubmissionState[] = [];
    const gate = new SubmissionGate((state) => states.push(state));
    const quick = deferred();
    const first = gate.run(() => quick.promise);
    vi.advanceTimersByTime(60);
    quick.resolve();
    await first;
    expect(states.some((state) => state.slow)).toBe(false);

    const slow = deferred();
    const second = gate.run(() => slow.promise);
    vi.advanceTimersByTime(BUSY_LABEL_DELAY_MS);
    expect(states.at(-1)).toEqual({ pending: true, slow: true });
    slow.resolve();
    await second;
    expect(states.at(-1)).toEqual({ pending: false, slow: false });
  });

  it('opens again after a failed submission', async () => {
    const gate = new SubmissionGate(() => {});
    await expect(gate.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(gate.isBusy).toBe(false);
  });
});
