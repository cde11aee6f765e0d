import { consumeRateLimit, tooManyFromClient, type RateLimitRule } from '../services/rate-limit';
import { middleware } from './init';

/**
 * Counts the request against `rule` for the client's address and refuses it with 429 once the window is full. Used
 * after `.input()`, so only well-formed writes count and a refused request never reaches the procedure: nothing is
 * stored, mailed or changed, and what earlier requests stored stays as it is.
 */
export function limitPerClient(rule: RateLimitRule) {
  return middleware(async ({ ctx, next }) => {
    const result = await consumeRateLimit(ctx.db, rule, ctx.clientIp, ctx.now());
    if (!result.allowed) throw tooManyFromClient(result.retryAfterMs);
    return next();
  });
}
