import type { Database } from '../db/client';
import { callsTogetherPerDatabase } from './calls-together';
import { consumeRateLimits, type RateLimitCheck, type RateLimitResult } from './rate-limit';

/** The most checks one database call counts; the rest wait for the next call. */
const CHECKS_PER_CALL_MAX = 200;

// The checks of requests that arrive together are counted in one database call. The counting itself is
// consumeRateLimits': the same answers as one call per check. A failed call (the database unreachable) fails each of
// its checks, as a call of their own would have.
const rateLimitCalls = callsTogetherPerDatabase<RateLimitCheck, RateLimitResult>({
  call: consumeRateLimits,
  itemsPerCallMax: CHECKS_PER_CALL_MAX,
  onFailedCall: 'fail-each',
});

/** Counts the check with the other checks on `db` that arrive together (see CallsTogether). */
export function consumeRateLimitTogether(db: Database, check: RateLimitCheck): Promise<RateLimitResult> {
  return rateLimitCalls(db).add(check);
}
