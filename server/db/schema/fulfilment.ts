import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

// How many orders hold each pickup/delivery time slot, keyed by the slot's start. The count is raised with one
// conditional upsert (only while below the capacity in Settings) and lowered when an order holding it is cancelled or
// expires unpaid, so two buyers for a slot's last place can never both get it (services/fulfilment-slots.ts).
export const orderSlots = pgTable(
  'order_slots',
  {
    startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [check('order_slots_taken_nonneg', sql`${t.taken} >= 0`)],
);
