import { performance, type EventLoopUtilityFunction } from 'node:perf_hooks';

// Background work that holds the embedded database (a vacuum, delivering the outbox) waits for a moment when the
// requests are not queueing for it: the embedded database answers one statement at a time, so each of its statements
// holds every request behind it.

/** A thread busy for this share of a span is busy. */
const BUSY_SHARE = 0.5;

/**
 * The span "busy" looks back over: the last second. Over a longer span (the five seconds between two upkeep rounds),
 * a rush that had begun a second or two before still read as quiet, its busy seconds averaged with the quiet ones
 * before it, and the work it let through held the rush's requests in its first seconds.
 */
export const BUSY_WINDOW_MS = 1_000;

const thisThreadsUtilization: EventLoopUtilityFunction = (...args) => performance.eventLoopUtilization(...args);

/**
 * Whether a thread was busy for most of the last BUSY_WINDOW_MS, from its event-loop utilization (this thread's by
 * default, or a worker thread's `worker.performance.eventLoopUtilization`), sampled by a timer of its own until stopped.
 */
export function threadBusyOfLate(utilization: EventLoopUtilityFunction = thisThreadsUtilization): { busy: () => boolean; stop: () => void } {
  let last = utilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = utilization();
    busy = utilization(now, last).utilization >= BUSY_SHARE;
    last = now;
  }, BUSY_WINDOW_MS);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

/**
 * When work that waits for a quiet moment goes ahead: at once when the server is not busy, otherwise once it has
 * waited `maxWaitMs` (in a rush that does not end, the work still gets done), after which it waits afresh.
 */
export class WaitForQuiet {
  private waitingSince: number | null = null;

  constructor(private readonly maxWaitMs: number) {}

  /** Whether the work goes ahead now, given whether the server is busy. */
  due(busy: boolean, atMs: number): boolean {
    if (!busy || (this.waitingSince !== null && atMs - this.waitingSince >= this.maxWaitMs)) {
      this.waitingSince = null;
      return true;
    }
    this.waitingSince ??= atMs;
    return false;
  }
}
