import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './auth';
import { orderLines, orders } from './orders';

// Card payments (Stripe): the processor's events already applied, and the refunds made.

/**
 * Every Stripe event applied, by its id: Stripe delivers an event at least once (and again on any non-2xx answer), so
 * the row is written in the transaction that applies the event, and a second delivery finds it and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money given back on a card order: all of it when staff cancel, or one removed line; each Stripe refund once. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stripeRefundId: text('stripe_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The line refunded on its own (removed from the order); null for the refund of a cancelled order. */
    orderLineId: uuid('order_line_id')
      .unique()
      .references(() => orderLines.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('order_refunds_amount_positive', sql`${t.amountCents} > 0`)],
);
