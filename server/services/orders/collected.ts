import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';

// When an order's money is real. Placing an order costs nothing, so an order is only a promise until its money is
// collected: paid online (the card processor confirmed the payment, so paid_at is set) or marked completed by staff
// (picked up or delivered, and paid in person then). Fundraiser points, a stand's raised total, a group's sales,
// share and owed, and a supporter's rating link all count an order from this one rule, and only then.

/** The orders whose money was collected and not taken back by a cancellation. */
export const orderIsCollected = and(ne(orders.status, 'cancelled'), or(isNotNull(orders.paidAt), eq(orders.status, 'completed')))!;

/** What a collected order still brings in: its total less what was refunded of it. */
export const collectedCents = sql<number>`(${orders.totalCents} - ${orders.refundedCents})`;

/** The sum of collected money over the rows a query selects (0 when there are none). */
export const sumCollectedCents = sql<number>`coalesce(sum(${collectedCents}), 0)::int`;

/**
 * What a collected order raised for a fundraiser stand: the goods after the discount, without the sales tax (owed to
 * the state), the tip (for the crew) or a delivery's fee (for the drive). What is left after refunds is shared between
 * goods and tax in proportion, as a line's refund takes its share of the tax; with no tax, tip or fee this is
 * collectedCents exactly.
 */
const keptForGoods = sql`(${orders.tipCents} + ${orders.deliveryFeeCents})`;
const goodsCents = sql`greatest(0, ((${orders.totalCents} - ${orders.refundedCents} - ${keptForGoods})::bigint * (${orders.totalCents} - ${orders.taxCents} - ${keptForGoods})) / nullif(${orders.totalCents} - ${keptForGoods}, 0))`;
/** One collected order's goods, for a row (the parent's sale mail names this amount). */
export const collectedGoodsCents = sql<number>`coalesce(${goodsCents}, 0)::int`;
export const sumCollectedGoodsCents = sql<number>`coalesce(sum(${goodsCents}), 0)::int`;
