import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { fulfilmentEnum, orderStatusEnum } from './enums';
import { users } from './auth';
import { products, productVariants } from './catalog';
import { discountCodes } from './discounts';
import { fundraiserStands } from './fundraiser';
import { events } from './content';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // Human-friendly and not guessable enough to read someone else's order without their email.
    orderNumber: text('order_number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    fulfilment: fulfilmentEnum('fulfilment').notNull(),
    deliveryAddress: text('delivery_address'),
    notes: text('notes').notNull().default(''),
    status: orderStatusEnum('status').notNull().default('received'),
    paymentMethod: text('payment_method').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    // The money lines after the member discount (order-money.ts computes them all on the server): a discount code's
    // cents off (the code's text is copied, so the order keeps it if the code is deleted), the sales tax at the rate
    // in Settings when the order was placed (basis points: 890 = 8.90%), and the buyer's optional tip.
    // total = subtotal - discount - code discount + tax + tip.
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    codeDiscountCents: integer('code_discount_cents').notNull().default(0),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    // A gift: the packing slip shows no prices; the gift note is the buyer's words for whoever receives it.
    isGift: boolean('is_gift').notNull().default(false),
    giftNote: text('gift_note').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    // When the money was paid online (set once the card processor confirmed it). An order counts for the fundraiser
    // only once collected: paid online, or marked completed by staff (services/orders/collected.ts).
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // What was given back of a collected order so far; what counts is the total less this.
    refundedCents: integer('refunded_cents').notNull().default(0),
    // A card order's Stripe Checkout Session (its id is in the buyer's return address) and, once paid, the payment
    // intent a refund is made against.
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    // The fundraiser stand this order supports (bought from its page or chosen at checkout); its collected money
    // counts toward the stand's raised amount.
    standId: uuid('stand_id').references(() => fundraiserStands.id, { onDelete: 'set null' }),
    // SHA-256 of the token in the rating link mailed once the order is collected (orders for a stand only); the token
    // itself is never stored.
    // Whether the order holds its lines' stock: true from placing it; false once an unpaid card order expired or the
    // order was cancelled and the stock went back, so it is given back once (services/stock.ts).
    stockHeld: boolean('stock_held').notNull().default(true),
    ratingTokenHash: text('rating_token_hash').unique(),
    // When the buyer collects or receives the order: a time slot from the business's hours, or a pop-up event's hours
    // (pickupEventId). Null for orders placed before times were taken.
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    pickupEventId: uuid('pickup_event_id').references(() => events.id, { onDelete: 'set null' }),
    // Whether the order holds a place in its slot's capacity (order_slots); set false once it is given back.
    slotHeld: boolean('slot_held').notNull().default(false),
    // The delivery zone's ZIP code and fee (computed by the server from Settings), included in the total.
    deliveryZip: text('delivery_zip'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_money_nonneg', sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.totalCents} >= 0 AND ${t.discountPercent} BETWEEN 0 AND 100`),
    check('orders_money_lines_nonneg', sql`${t.codeDiscountCents} >= 0 AND ${t.taxCents} >= 0 AND ${t.tipCents} >= 0 AND ${t.taxRateBasisPoints} >= 0`),
    check('orders_refund_within_total', sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.totalCents}`),
    check('orders_delivery_fee_nonneg', sql`${t.deliveryFeeCents} >= 0`),
    check('orders_delivery_address', sql`${t.fulfilment} <> 'delivery' OR ${t.deliveryAddress} IS NOT NULL`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_stand_idx').on(t.standId),
    // The back office's orders list pages newest first over every status.
    index('orders_created_idx').on(t.createdAt, t.id),
    // A customer's orders: guest orders are matched by their address, in any case it was typed.
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    // The back office's search: order number, customer's name or address.
    searchIndex('orders_number_search_idx', t.orderNumber),
    searchIndex('orders_customer_search_idx', t.customerName),
    searchIndex('orders_email_search_idx', t.email),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    // Name, size and price are copied: an order keeps what was bought even if the catalog changes later.
    productName: text('product_name').notNull(),
    size: text('size'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_money_nonneg', sql`${t.unitPriceCents} >= 0 AND ${t.lineTotalCents} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
    // Which open orders hold a product (a product they hold is not deleted).
    index('order_lines_product_idx').on(t.productId),
  ],
);

export const orderStatusHistory = pgTable('order_status_history', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: orderStatusEnum('status').notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  // The mail that told the buyer about this step (an outbox row's id): undoing the step withdraws it while unsent,
  // or follows it with a correction once sent.
  mailId: uuid('mail_id'),
});

// Staff's internal notes on an order: never shown to the buyer, never mailed.
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

// Staff's internal notes on a customer (a member account), shown on their customer screen only.
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);

// A signed-in member's cart, so it follows them between devices; the browser's cart is merged into it on sign-in.
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // '' for a product without variants, so the pair can be a primary key.
    variantKey: text('variant_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.variantKey] }), check('cart_items_quantity_positive', sql`${t.quantity} >= 1`)],
);
