import { setImmediate } from 'node:timers';
import type { Database } from '../db/client';
import { consumeRateLimits, type RateLimitCheck, type RateLimitResult } from './rate-limit';

/** The most checks one database call counts; the rest wait for the next call. */
const CHECKS_PER_CALL_MAX = 200;

type Waiting = { check: RateLimitCheck; settle: (result: Promise<RateLimitResult>) => void };

/**
 * Counts the checks of requests that arrive together in one database call. A check waits until the requests already
 * read by the server have asked too (the next turn of the event loop), and while a call is under way the checks that
 * arrive wait for the next one, which takes them all: one call at a time per database. A quiet site's check is
 * counted at once; in a rush the call's fixed cost is shared by every public write waiting, instead of each paying
 * for a statement of its own. The counting itself is consumeRateLimits': the same answers as one call per check.
 */
class RateLimitBatches {
  private waiting: Waiting[] = [];
  private callPending = false;

  constructor(private readonly db: Database) {}

  consume(check: RateLimitCheck): Promise<RateLimitResult> {
    const answer = new Promise<RateLimitResult>((resolve) => this.waiting.push({ check, settle: resolve }));
    this.callSoon();
    return answer;
  }

  private callSoon(): void {
    if (this.callPending) return;
    this.callPending = true;
    setImmediate(() => void this.call());
  }

  private async call(): Promise<void> {
    const batch = this.waiting.splice(0, CHECKS_PER_CALL_MAX);
    const counted = consumeRateLimits(
      this.db,
      batch.map((waiting) => waiting.check),
    );
    // A failed call (the database unreachable) fails each of its checks, as a call of their own would have.
    batch.forEach((waiting, index) => waiting.settle(counted.then((results) => results[index]!)));
    await counted.catch(() => undefined);
    this.callPending = false;
    if (this.waiting.length > 0) this.callSoon();
  }
}

const batchesOf = new WeakMap<Database, RateLimitBatches>();

/** Counts the check with the other checks on `db` that arrive together (see RateLimitBatches). */
export function consumeRateLimitTogether(db: Database, check: RateLimitCheck): Promise<RateLimitResult> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = new RateLimitBatches(db);
    batchesOf.set(db, batches);
  }
  return batches.consume(check);
}
