import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import { consumeRateLimit, isRateLimited, type RateLimitRule } from '../rate-limit';
import { customerView, loadOrder, readPickupInfo, type CustomerOrder } from './views';

// Failed look-ups per client in a window: a person mistyping is fine, a script trying numbers is stopped.
export const TRACKING_FAILURES_PER_CLIENT: RateLimitRule = { name: 'order-track', limit: 20, windowMs: 15 * 60 * 1000 };
export const TRACKING_FAILURE_LIMIT = TRACKING_FAILURES_PER_CLIENT.limit;
export const ORDER_NOT_FOUND = 'We could not find an order with that number and email. Please check both and try again.';

/** The order with that number placed with that email (compared case-insensitively), or NOT_FOUND either way. */
export async function trackOrder(db: Executor, input: { orderNumber: string; email: string }, client: { ip: string; now: Date }): Promise<CustomerOrder> {
  // Only failed look-ups count, so the limit is checked first and the counter moves on a miss.
  if (await isRateLimited(db, TRACKING_FAILURES_PER_CLIENT, client.ip, client.now)) {
    throw new DomainError('rate_limited', 'Too many look-ups. Please wait a few minutes and try again.');
  }
  const loaded = await loadOrder(db, and(eq(orders.orderNumber, input.orderNumber), sql`lower(${orders.email}) = ${input.email.toLowerCase()}`)!);
  if (!loaded) {
    await consumeRateLimit(db, TRACKING_FAILURES_PER_CLIENT, client.ip, client.now);
    throw new DomainError('not_found', ORDER_NOT_FOUND);
  }
  return customerView(loaded, await readPickupInfo(db));
}
