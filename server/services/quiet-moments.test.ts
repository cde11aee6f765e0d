import type { EventLoopUtilization, EventLoopUtilityFunction } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_WINDOW_MS, threadBusyOfLate, WaitForQuiet } from './quiet-moments';

/** A thread's event loop as the test drives it: `work(ms)` passes busy time, `rest(ms)` idle time. */
function drivenThread() {
  let active = 0;
  let idle = 0;
  const reading = (a: number, i: number): EventLoopUtilization => ({ active: a, idle: i, utilization: a + i === 0 ? 0 : a / (a + i) });
  const utilization = ((now?: EventLoopUtilization, before?: EventLoopUtilization) =>
    now ? reading(now.active - (before?.active ?? 0), now.idle - (before?.idle ?? 0)) : reading(active, idle)) as EventLoopUtilityFunction;
  return {
    utilization,
    rest: (ms: number) => vi.advanceTimersByTimeAsync(((idle += ms), ms)),
    work: (ms: number) => vi.advanceTimersByTimeAsync(((active += ms), ms)),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('quiet moments', () => {
  it('calls a thread busy by its last second, so a rush that has just begun is busy', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const thread = drivenThread();
    const ofLate = threadBusyOfLate(thread.utilization);
    await thread.rest(4 * BUSY_WINDOW_MS);
    expect(ofLate.busy()).toBe(false);
    // Four quiet seconds, then a busy one: over all five the thread was mostly idle, but it is busy now.
    await thread.work(BUSY_WINDOW_MS);
    expect(ofLate.busy(), 'busy in its last second').toBe(true);
    await thread.rest(BUSY_WINDOW_MS);
    expect(ofLate.busy(), 'quiet again').toBe(false);
    ofLate.stop();
    await thread.work(BUSY_WINDOW_MS);
    expect(ofLate.busy(), 'stopped: no longer sampled').toBe(false);
  });

  it('lets waiting work go ahead when the server is quiet, or once it has waited its longest', () => {
    const wait = new WaitForQuiet(60_000);
    const at = (seconds: number) => seconds * 1000;
    expect(wait.due(false, at(0))).toBe(true);
    expect(wait.due(true, at(5))).toBe(false);
    expect(wait.due(true, at(60))).toBe(false);
    expect(wait.due(true, at(65)), 'a minute after it first waited').toBe(true);
    expect(wait.due(true, at(70)), 'and then waits again').toBe(false);
    expect(wait.due(false, at(75))).toBe(true);
    expect(wait.due(true, at(80))).toBe(false);
  });
});
