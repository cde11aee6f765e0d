import { refundRateLimit, tooManyFromClient, type RateLimitRule } from '../services/rate-limit';
import { consumeRateLimitTogether } from '../services/rate-limit-batches';
import { middleware } from './init';

/**
 * Counts the request against `rule` for the client's address and refuses it with 429 once the window is full. Used
 * after `.input()`, so only well-formed writes count and a refused request never reaches the procedure: nothing is
 * stored, mailed or changed, and what earlier requests stored stays as it is. Requests arriving together are counted in
 * one database call.
 */
export function limitPerClient(rule: RateLimitRule) {
  return middleware(async ({ ctx, next }) => {
    const result = await consumeRateLimitTogether(ctx.db, { rule, subject: ctx.clientIp, now: ctx.now() });
    if (!result.allowed) throw tooManyFromClient(result.retryAfterMs);
    return next();
  });
}

/**
 * Like limitPerClient, but a call that succeeds gives its count back, so only failures fill the window: a working
 * emailed link proves its token, while a script guessing tokens fails every time. A school or family on one connection
 * can confirm any number of real accounts.
 */
export function limitFailuresPerClient(rule: RateLimitRule) {
  return middleware(async ({ ctx, next }) => {
    const result = await consumeRateLimitTogether(ctx.db, { rule, subject: ctx.clientIp, now: ctx.now() });
    if (!result.allowed) throw tooManyFromClient(result.retryAfterMs);
    const answer = await next();
    if (answer.ok) await refundRateLimit(ctx.db, rule, ctx.clientIp);
    return answer;
  });
}
