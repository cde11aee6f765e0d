import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// Discount codes staff create in the back office. A code is stored upper-case and typed in any case. `used_count` is
// raised in the transaction that places an order with the code, by one conditional update, so a limit of 1 is used
// once however many buyers try at the same moment; an order that is cancelled or expires unpaid gives its use back.
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    // 'percent': `value` is a whole percent of the subtotal; 'amount': `value` is cents off.
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Null: no limit.
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check('discount_codes_value', sql`${t.value} >= 1 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check('discount_codes_usage', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
    check('discount_codes_min_order', sql`${t.minOrderCents} >= 0`),
  ],
);
