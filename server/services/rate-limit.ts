import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { rateLimits } from '../db/schema';
import { DomainError } from './domain-error';

/** A fixed window: at most `limit` events per `windowMs` (at most RATE_LIMIT_WINDOW_MAX_MS), counted from the window's first event. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

const TEN_MINUTES = 10 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** The longest window a rule may have: a counter whose window started longer ago than this is over, whatever its rule. */
export const RATE_LIMIT_WINDOW_MAX_MS = ONE_HOUR;

// Failed sign-ins are throttled where they come from, never for the account as a whole: 5 per client address and
// account stops guessing one member's password, 20 per client address stops trying many accounts from one place. A
// member's own sign-in from any other address is never held up by someone else's wrong guesses (a lock on the
// account would let any stranger lock a family out). Only failures count, so a busy shared connection (a school,
// the e2e suite) can still sign in.
export const SIGN_IN_PER_CLIENT_ACCOUNT: RateLimitRule = { name: 'sign-in:client-account', limit: 5, windowMs: FIFTEEN_MINUTES };
export const SIGN_IN_PER_IP: RateLimitRule = { name: 'sign-in:ip', limit: 20, windowMs: FIFTEEN_MINUTES };

/** The subject of SIGN_IN_PER_CLIENT_ACCOUNT: the account first, so all of an account's counters share a prefix. */
export function signInSubject(email: string, clientIp: string): string {
  return `${email.toLowerCase()}|${clientIp}`;
}
// Messages with links: a few per address so nobody can flood someone's inbox, more per client for families on one line.
export const EMAIL_LINKS_PER_EMAIL: RateLimitRule = { name: 'email-link:email', limit: 3, windowMs: FIFTEEN_MINUTES };
export const EMAIL_LINKS_PER_IP: RateLimitRule = { name: 'email-link:ip', limit: 30, windowMs: ONE_HOUR };

// Public writes per client address (the request's IP as the server sees it behind its trusted proxy). Each form has
// its own counter, sized so a family sharing one connection can send what it really needs (several messages, a
// few bookings, an order or two with retries) while a script is stopped within seconds; the mails and rows it
// could cause stay a handful.
export const CONTACT_PER_CLIENT: RateLimitRule = { name: 'client:contact', limit: 5, windowMs: TEN_MINUTES };
export const BOOKING_PER_CLIENT: RateLimitRule = { name: 'client:booking', limit: 5, windowMs: TEN_MINUTES };
export const NOMINATION_PER_CLIENT: RateLimitRule = { name: 'client:nomination', limit: 5, windowMs: TEN_MINUTES };
export const NEWSLETTER_PER_CLIENT: RateLimitRule = { name: 'client:newsletter', limit: 5, windowMs: TEN_MINUTES };
export const FUNDRAISER_REGISTRATION_PER_CLIENT: RateLimitRule = { name: 'client:fundraiser-registration', limit: 5, windowMs: TEN_MINUTES };
export const ORDER_PER_CLIENT: RateLimitRule = { name: 'client:order', limit: 10, windowMs: TEN_MINUTES };
/** The buyer back from the card processor's page, reloading it while the payment is confirmed. */
export const CARD_RETURN_PER_CLIENT: RateLimitRule = { name: 'client:card-return', limit: 30, windowMs: TEN_MINUTES };
/** A parent replaces the stand's photo now and then; each upload is decoded and stored, so a script is stopped early. */
export const STAND_PHOTO_PER_MEMBER: RateLimitRule = { name: 'member:stand-photo', limit: 10, windowMs: ONE_HOUR };
/** Ratings come one per order, so a client rating more than orders allow is trying links. */
export const STAND_RATING_PER_CLIENT: RateLimitRule = { name: 'client:stand-rating', limit: 10, windowMs: TEN_MINUTES };
// Likes are cheap and a reader may like many posts in one visit; each post also caps likes per client address.
export const BLOG_LIKE_PER_CLIENT: RateLimitRule = { name: 'client:blog-like', limit: 30, windowMs: TEN_MINUTES };
// Following an emailed link (confirm address, reset password) and failing: a person's link works, a script guesses
// tokens. Only failures count (limitFailuresPerClient), so one connection can confirm any number of real accounts.
export const EMAIL_LINK_USE_PER_CLIENT: RateLimitRule = { name: 'client:email-link-use', limit: 10, windowMs: TEN_MINUTES };

export const TOO_MANY_FROM_CLIENT = 'Too many requests from your network.';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

// Counters this process has seen full, with when their window ends. A client that keeps sending once refused is
// answered from here without a database write: a window's count only grows until the window ends, so a full one
// stays full until then. A reset or refund forgets the entry here; one made on another instance is seen here when the
// window ends.
const REFUSALS_KEPT = 10_000;
const refusedUntil = new Map<string, number>();

function rememberRefusal(key: string, until: number, now: number): void {
  if (refusedUntil.size >= REFUSALS_KEPT) {
    for (const [kept, keptUntil] of refusedUntil) if (keptUntil <= now) refusedUntil.delete(kept);
    // Still full: the oldest goes (its client is counted in the database again, which stays exact).
    if (refusedUntil.size >= REFUSALS_KEPT) refusedUntil.delete(refusedUntil.keys().next().value!);
  }
  refusedUntil.set(key, until);
}

function forgetRefusals(matches: (key: string) => boolean): void {
  for (const key of refusedUntil.keys()) if (matches(key)) refusedUntil.delete(key);
}

/** One event to count: against `rule`, for `subject` (a client address, an account), at `now`. */
export type RateLimitCheck = { rule: RateLimitRule; subject: string; now: Date };

/** Counts one event and says whether it is within the limit: consumeRateLimits with a single check. */
export async function consumeRateLimit(db: Executor, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits(db, [{ rule, subject, now }]);
  return result!;
}

/**
 * Counts each check's event, in order, with one database call for all of them (the function consume_rate_limits,
 * one atomic upsert per check, so concurrent requests on several server instances are counted exactly): a counter
 * whose window has run out starts again at 1, and a full one is refused and not written to. A counter this process
 * has already seen full is refused from memory, so a client flooding a form costs the database nothing once refused.
 * The answers come in the order of the checks.
 */
export async function consumeRateLimits(db: Executor, checks: readonly RateLimitCheck[]): Promise<RateLimitResult[]> {
  const results: (RateLimitResult | undefined)[] = checks.map(({ rule, subject, now }) => {
    if (rule.windowMs > RATE_LIMIT_WINDOW_MAX_MS) throw new Error(`The rate limit ${rule.name} has a window longer than the counters are kept`);
    const key = keyOf(rule, subject);
    const until = refusedUntil.get(key);
    if (until === undefined) return undefined;
    if (until > now.getTime()) return { allowed: false, count: rule.limit + 1, retryAfterMs: until - now.getTime() };
    refusedUntil.delete(key);
    return undefined;
  });
  const counted = checks.flatMap((check, index) => (results[index] ? [] : [{ ...check, index }]));
  if (counted.length === 0) return results as RateLimitResult[];
  const items = counted.map(({ rule, subject, now }) => ({
    key: keyOf(rule, subject),
    limit: rule.limit,
    windowStart: new Date(now.getTime() - rule.windowMs).toISOString(),
    at: now.toISOString(),
  }));
  const rows = rowsOf<{ item_index: number; allowed: boolean; counted: number; window_began: Date | string }>(
    await db.execute(sql`select item_index, allowed, counted, window_began from consume_rate_limits(${JSON.stringify(items)}::jsonb)`),
  );
  for (const row of rows) {
    const { rule, subject, now, index } = counted[row.item_index]!;
    const windowEndsAt = new Date(row.window_began).getTime() + rule.windowMs;
    const retryAfterMs = Math.max(0, windowEndsAt - now.getTime());
    if (row.allowed) results[index] = { allowed: true, count: row.counted, retryAfterMs };
    else {
      rememberRefusal(keyOf(rule, subject), windowEndsAt, now.getTime());
      results[index] = { allowed: false, count: rule.limit + 1, retryAfterMs };
    }
  }
  return results as RateLimitResult[];
}

export async function isRateLimited(db: Executor, rule: RateLimitRule, subject: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)))
    .limit(1);
  return Boolean(row && row.windowStartedAt.getTime() > now.getTime() - rule.windowMs && row.count >= rule.limit);
}

/** Gives one event back (a sign-in that turned out to be right is not a failure). */
export async function refundRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  forgetRefusals((key) => key === keyOf(rule, subject));
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Forgets every counter of `rule` whose subject starts with `prefix` (e.g. an account's failed sign-ins from anywhere). */
export async function resetRateLimitsStartingWith(db: Executor, rule: RateLimitRule, prefix: string): Promise<void> {
  forgetRefusals((key) => key.startsWith(keyOf(rule, prefix)));
  const pattern = `${keyOf(rule, prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimits).where(sql`${rateLimits.key} LIKE ${pattern}`);
}

/** Forgets the counter, e.g. an address's failed sign-ins once the member has signed in. */
export async function resetRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  forgetRefusals((key) => key === keyOf(rule, subject));
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Deletes the counters whose window has run out under any rule; answers how many. */
export async function pruneRunOutRateLimits(db: Executor, now: Date): Promise<number> {
  const runOutBefore = new Date(now.getTime() - RATE_LIMIT_WINDOW_MAX_MS).toISOString();
  const [row] = rowsOf<{ pruned: string | number }>(
    await db.execute(
      sql`with pruned as (delete from ${rateLimits} where ${rateLimits.windowStartedAt} <= ${runOutBefore}::timestamptz returning 1) select count(*) as pruned from pruned`,
    ),
  );
  return Number(row?.pruned ?? 0);
}

export function tooManyRequests(action: string, retryAfterMs: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new DomainError('rate_limited', `Too many ${action}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
}

/** The refusal for a client over a public-write limit: 429 with when to try again, naming no counter or rule. */
export function tooManyFromClient(retryAfterMs: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new DomainError('rate_limited', `${TOO_MANY_FROM_CLIENT} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Consumes every rule (all of them, so each counter sees the event) and throws if any is over its limit. */
export async function enforceRateLimits(db: Executor, checks: readonly { rule: RateLimitRule; subject: string }[], now: Date, action: string): Promise<void> {
  const results = await consumeRateLimits(
    db,
    checks.map((check) => ({ ...check, now })),
  );
  const refusals = results.filter((result) => !result.allowed);
  if (refusals.length > 0) throw tooManyRequests(action, Math.max(...refusals.map((refusal) => refusal.retryAfterMs)));
}
