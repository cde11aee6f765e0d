import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { cartItems, orderLines, orders, orderStatusHistory, products, siteSettings, users } from '../db/schema';
import type { OrderStatus } from '../db/schema';
import { contactSettingsSchema } from '@shared/schemas/settings';
import { ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import type { Checkout } from '@shared/schemas/orders';
import { recordAudit, type AuditActor } from './audit';
import { businessToday } from '@shared/business-date';
import { standForOrder, supportedStand } from './fundraiser-stands';
import { loadMailBrand } from './mail/brand';
import { orderConfirmationMail, orderStatusMail } from './mail/orders';
import { queueMail } from './mail-outbox';
import { generateOrderNumber } from './order-number';
import { priceCart, QuantityLimitError, type Quote } from './order-pricing';
import { consumeRateLimit, isRateLimited, type RateLimitRule } from './rate-limit';
import { defaultPaymentProvider, paymentLabel, type PaymentProvider, type PaymentStart } from './payment';
import { newRatingToken, ratingUrl } from './stand-ratings';
import { DomainError } from './domain-error';

type Fulfilment = 'pickup' | 'delivery';

// ---------------------------------------------------------------------------------------------------------------
// Status rules

/**
 * Where an order may go next: received → preparing → ready → (out for delivery, for delivery orders) → completed,
 * and cancelled from any status that is not final.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  switch (status) {
    case 'received':
      return ['preparing', 'cancelled'];
    case 'preparing':
      return ['ready', 'cancelled'];
    case 'ready':
      return fulfilment === 'delivery' ? ['out_for_delivery', 'cancelled'] : ['completed', 'cancelled'];
    case 'out_for_delivery':
      return ['completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return [];
  }
}

/** The steps an order normally goes through, for the customer's timeline. */
export function statusPath(fulfilment: Fulfilment): OrderStatus[] {
  return fulfilment === 'delivery' ? ['received', 'preparing', 'ready', 'out_for_delivery', 'completed'] : ['received', 'preparing', 'ready', 'completed'];
}

// ---------------------------------------------------------------------------------------------------------------
// Reading orders

export type PickupInfo = { address: string; hoursText: string; phone: string };

/** Where and when pickup orders are collected: the business's contact details from back-office Settings. */
export async function readPickupInfo(db: Executor): Promise<PickupInfo | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'contact')).limit(1);
  const parsed = contactSettingsSchema.safeParse(row?.value);
  return parsed.success ? { address: parsed.data.address, hoursText: parsed.data.hoursText, phone: parsed.data.phone } : null;
}

export async function loadOrder(db: Executor, where: SQL) {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const [lines, history, supporting] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        productName: orderLines.productName,
        size: orderLines.size,
        unitPriceCents: orderLines.unitPriceCents,
        quantity: orderLines.quantity,
        lineTotalCents: orderLines.lineTotalCents,
        imageUrl: products.imageUrl,
      })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.productName), asc(orderLines.size)),
    db
      .select({ status: orderStatusHistory.status, changedAt: orderStatusHistory.changedAt, changedByEmail: users.email })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
    supportedStand(db, order.standId),
  ]);
  return { order, lines, history, supporting };
}
type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/** What the buyer sees (confirmation and tracking pages): no internal ids, no staff names. */
export function customerView({ order, lines, history, supporting }: LoadedOrder, pickup: PickupInfo | null) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilment: order.fulfilment,
    customerName: order.customerName,
    email: order.email,
    deliveryAddress: order.deliveryAddress,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentLabel(order.paymentMethod),
    subtotalCents: order.subtotalCents,
    discountPercent: order.discountPercent,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    lines: lines.map(({ id: _id, productId: _p, variantId: _v, ...line }) => line),
    history: history.map(({ status, changedAt }) => ({ status, changedAt })),
    statusPath: statusPath(order.fulfilment),
    pickup: order.fulfilment === 'pickup' ? pickup : null,
    /** The fundraiser stand the order supports, by its public name. */
    supporting,
  };
}
export type CustomerOrder = ReturnType<typeof customerView>;

/** What staff see: everything, with who moved the order along and where it may go next. */
function staffView({ order, lines, history, supporting }: LoadedOrder) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    nextStatuses: nextStatuses(order.status, order.fulfilment),
    fulfilment: order.fulfilment,
    userId: order.userId,
    customerName: order.customerName,
    email: order.email,
    phone: order.phone,
    deliveryAddress: order.deliveryAddress,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentLabel(order.paymentMethod),
    subtotalCents: order.subtotalCents,
    discountPercent: order.discountPercent,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    lines,
    history,
    supporting,
  };
}
export type StaffOrder = ReturnType<typeof staffView>;

// ---------------------------------------------------------------------------------------------------------------
// Placing an order

export type PlaceOptions = {
  userId: string | null;
  config: Config;
  now: Date;
  /** Called after the commit when a confirmation mail was queued. */
  mailQueued: () => Promise<void>;
  payment?: PaymentProvider;
};
export type PlacedOrder = { order: CustomerOrder; payment: PaymentStart; created: boolean };

const ORDER_NUMBER_ATTEMPTS = 5;

function refusal(quote: Quote): string {
  return `Please review your cart before placing the order: ${quote.problems.join(' ')}`;
}

export const CHECKOUT_KEY_USED = 'This checkout can no longer be used. Please reload the page and place your order again.';

const keyOwnerColumns = {
  id: orders.id,
  userId: orders.userId,
  email: orders.email,
  customerName: orders.customerName,
  phone: orders.phone,
  fulfilment: orders.fulfilment,
  deliveryAddress: orders.deliveryAddress,
};
type KeyOwner = { [K in keyof typeof keyOwnerColumns]: (typeof orders.$inferSelect)[K] };

/**
 * Whether a checkout repeating a stored order's idempotency key comes from the buyer who used the key first. A member's
 * key belongs to the member (the same user id). A visitor's key belongs to the buyer details sent with it (name,
 * email, phone, pickup or delivery, address): a retry of the same checkout sends them unchanged, while anyone else
 * holding the key would already have to know all of them, so the order's number, lines and notes stay private.
 * Comparing the stored columns needs no secret and no extra column; the key itself stays the random, unguessable part.
 */
function isKeyOwner(stored: KeyOwner, input: Checkout, userId: string | null): boolean {
  if (stored.userId !== userId) return false;
  if (userId) return true;
  return (
    stored.email.toLowerCase() === input.email.toLowerCase() &&
    stored.customerName === input.customerName &&
    stored.phone === input.phone &&
    stored.fulfilment === input.fulfilment &&
    (stored.deliveryAddress ?? null) === (input.deliveryAddress ?? null)
  );
}

/** The order stored under this key, if any; refused (409, naming nothing of it) when someone else used the key. */
async function orderOfKey(db: Executor, input: Checkout, userId: string | null): Promise<string | undefined> {
  const [stored] = await db.select(keyOwnerColumns).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (!stored) return undefined;
  if (!isKeyOwner(stored, input, userId)) throw new DomainError('conflict', CHECKOUT_KEY_USED);
  return stored.id;
}

/**
 * Stores an order priced entirely from the database, with its lines and first status, in one transaction. The
 * checkout's idempotency key makes a double click or a retry return the order already stored: the key is unique,
 * and a second transaction inserting the same key waits for the first and then inserts nothing. Only the buyer who
 * used a key first gets its order back (isKeyOwner).
 */
export async function placeOrder(db: Database, input: Checkout, options: PlaceOptions): Promise<PlacedOrder> {
  const payment = options.payment ?? defaultPaymentProvider;
  let orderId = await orderOfKey(db, input, options.userId);
  let created = false;

  if (!orderId) {
    const stored = await db.transaction(async (tx) => {
      let quote: Quote;
      try {
        quote = await priceCart(tx, input.lines, options.userId);
      } catch (error) {
        if (error instanceof QuantityLimitError) throw new DomainError('invalid', error.message);
        throw error;
      }
      if (quote.problems.length > 0) throw new DomainError('invalid', refusal(quote));
      // The stand is looked up by its public slug inside the transaction; an unknown one refuses the order rather than
      // dropping the supporter's choice without a word.
      const stand = input.standSlug ? await standForOrder(tx, input.standSlug, businessToday(options.now)) : null;
      // An order for a stand lets its buyer rate the stand once, from a link in the confirmation mail.
      const rating = stand ? newRatingToken() : null;

      for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
        const [row] = await tx
          .insert(orders)
          .values({
            orderNumber: generateOrderNumber(),
            idempotencyKey: input.idempotencyKey,
            userId: options.userId,
            customerName: input.customerName,
            email: input.email,
            phone: input.phone,
            fulfilment: input.fulfilment,
            deliveryAddress: input.deliveryAddress,
            notes: input.notes,
            paymentMethod: payment.method,
            subtotalCents: quote.subtotalCents,
            discountPercent: quote.discountPercent,
            discountCents: quote.discountCents,
            totalCents: quote.totalCents,
            standId: stand?.id ?? null,
            ratingTokenHash: rating?.hash ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: orders.id });
        if (row) {
          await tx.insert(orderLines).values(
            quote.lines.map((line) => ({
              orderId: row.id,
              productId: line.productId,
              variantId: line.variantId,
              productName: line.name,
              size: line.size,
              // Lines with problems were refused above, so every price is known here.
              unitPriceCents: line.unitPriceCents ?? 0,
              quantity: line.quantity,
              lineTotalCents: line.lineTotalCents,
            })),
          );
          await tx.insert(orderStatusHistory).values({ orderId: row.id, status: 'received', changedBy: options.userId });
          // The member's saved cart became this order.
          if (options.userId) await tx.delete(cartItems).where(eq(cartItems.userId, options.userId));
          // The confirmation mail is stored with the order, so an order never exists without its mail.
          await queueConfirmationEmail(tx, row.id, payment, options, rating ? ratingUrl(options.config.publicUrl, rating.token) : null);
          return { id: row.id, created: true };
        }
        // Nothing inserted: either the same checkout was stored meanwhile, or the random number was taken.
        const same = await orderOfKey(tx, input, options.userId);
        if (same) return { id: same, created: false };
      }
      throw new Error('No free order number after several attempts');
    });
    orderId = stored.id;
    created = stored.created;
  }

  const [loaded, pickup] = await Promise.all([loadOrder(db, eq(orders.id, orderId)), readPickupInfo(db)]);
  if (!loaded) throw new Error('A stored order could not be read back');
  const order = customerView(loaded, pickup);
  const paymentStart = await payment.start({ orderNumber: order.orderNumber, totalCents: order.totalCents, email: order.email, fulfilment: order.fulfilment });
  if (created) await options.mailQueued();
  return { order, payment: paymentStart, created };
}

/** Reads the order just written in `tx` back as the buyer sees it and queues its confirmation mail. */
async function queueConfirmationEmail(tx: Executor, orderId: string, payment: PaymentProvider, options: PlaceOptions, rateStandUrl: string | null): Promise<void> {
  const loaded = await loadOrder(tx, eq(orders.id, orderId));
  if (!loaded) throw new Error('A stored order could not be read back');
  const order = customerView(loaded, await readPickupInfo(tx));
  const paymentStart = await payment.start({ orderNumber: order.orderNumber, totalCents: order.totalCents, email: order.email, fulfilment: order.fulfilment });
  await queueMail(tx, orderConfirmationMail(order, paymentStart, await loadMailBrand(tx, options.config.publicUrl), rateStandUrl), options.now);
}

// ---------------------------------------------------------------------------------------------------------------
// Tracking

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

// ---------------------------------------------------------------------------------------------------------------
// Back office

export type OrderListFilter = {
  status?: OrderStatus | undefined;
  fulfilment?: Fulfilment | undefined;
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  pageSize: number;
};

/** Newest first, filtered and paged; each row says where the order may go next. */
export async function listOrders(db: Executor, filter: OrderListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.fulfilment) conditions.push(eq(orders.fulfilment, filter.fulfilment));
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.email, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        fulfilment: orders.fulfilment,
        customerName: orders.customerName,
        email: orders.email,
        phone: orders.phone,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const total = totals?.total ?? 0;
  const itemCounts =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
          .from(orderLines)
          .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
          .groupBy(orderLines.orderId);
  return {
    items: rows.map((row) => ({
      ...row,
      itemCount: itemCounts.find((c) => c.orderId === row.id)?.items ?? 0,
      nextStatuses: nextStatuses(row.status, row.fulfilment),
    })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
    pageCount: Math.max(1, Math.ceil(total / filter.pageSize)),
  };
}

export async function getStaffOrder(db: Executor, id: string): Promise<StaffOrder> {
  const loaded = await loadOrder(db, eq(orders.id, id));
  if (!loaded) throw new DomainError('not_found', 'Order not found.');
  return staffView(loaded);
}

export type StatusMailOptions = { publicUrl: string; now: Date; mailQueued: () => Promise<void> };

/**
 * Moves an order along one allowed step (or cancels it), with a history row, an audit row and the buyer's mail about
 * the new status, in one transaction; the outbox sends the mail after the commit.
 */
export async function setOrderStatus(db: Database, actor: AuditActor, id: string, status: OrderStatus, mail: StatusMailOptions): Promise<StaffOrder> {
  await db.transaction(async (tx) => {
    // Locked, so two staff clicking at once cannot both move it from the same status.
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, fulfilment: orders.fulfilment, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw new DomainError('not_found', 'Order not found.');
    const allowed = nextStatuses(order.status, order.fulfilment);
    if (!allowed.includes(status)) {
      const from = ORDER_STATUS_LABELS[order.status];
      const message =
        allowed.length === 0
          ? `Order ${order.orderNumber} is ${from} and can no longer change.`
          : order.status === status
            ? `Order ${order.orderNumber} is already ${from}.`
            : `An order that is ${from} can only be marked ${allowed.map((s) => ORDER_STATUS_LABELS[s]).join(' or ')}.`;
      throw new DomainError('invalid', message);
    }
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({ orderId: id, status, changedBy: actor.id });
    await recordAudit(tx, actor, 'status', 'order', id, { orderNumber: order.orderNumber, from: order.status, to: status });
    if (status !== 'received') {
      const loaded = await loadOrder(tx, eq(orders.id, id));
      if (!loaded) throw new Error('A stored order could not be read back');
      const [pickup, brand] = await Promise.all([readPickupInfo(tx), loadMailBrand(tx, mail.publicUrl)]);
      await queueMail(tx, orderStatusMail(customerView(loaded, pickup), status, brand), mail.now);
    }
  });
  await mail.mailQueued();
  return getStaffOrder(db, id);
}

