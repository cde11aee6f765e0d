import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { cartItems, orderLines, orders, orderStatusHistory } from '../../db/schema';
import type { Checkout } from '@shared/schemas/orders';
import { businessToday } from '@shared/business-date';
import { DomainError } from '../domain-error';
import { standForOrder, supportedStand } from '../fundraiser-stands';
import type { AppCaches } from '../app-caches';
import { cachedMailBrand } from '../mail/brand';
import { generateOrderNumber } from '../order-number';
import { QuantityLimitError } from '../order-pricing';
import { quoteCheckout, type CheckoutQuote } from '../order-money';
import { takeCodeUse } from '../discount-codes';
import { CARD_PAYMENT_METHOD, defaultPaymentProvider, type PaymentProvider, type PaymentStart } from '../payment';
import { startCardCheckout } from '../payments/card-checkout';
import { takeStock } from '../stock';
import { deliveryPlace, holdSlot, loadFulfilmentSettings, resolveOrderTime } from '../fulfilment';
import { queueOrderMails } from './mails';
import { customerView, loadOrder, orderLineColumns, pickupInfoOf, readPickupInfo, type CustomerOrder } from './views';

export type PlaceOptions = {
  userId: string | null;
  config: Config;
  now: Date;
  /** Where the business's contact details (the mail's footer, the pickup address) are read from. */
  caches: AppCaches;
  /** Called after the commit when a confirmation mail was queued. */
  mailQueued: () => Promise<void>;
  payment?: PaymentProvider;
  /** Called after the commit when the order took counted stock (the shop's sold-out display changes). */
  stockChanged?: () => Promise<void>;
};
export type PlacedOrder = { order: CustomerOrder; payment: PaymentStart; created: boolean };

const ORDER_NUMBER_ATTEMPTS = 5;

function refusal(quote: CheckoutQuote): string {
  return `Please review your cart before placing the order: ${quote.problems.join(' ')}`;
}

const CARD_NOT_OFFERED = 'Paying by card is not available. Please choose to pay at pickup or on delivery.';

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
  const stripe = options.config.stripe;
  const byCard = input.payment === 'card';
  if (byCard && !stripe) throw new DomainError('invalid', CARD_NOT_OFFERED, 'payment');
  let orderId = await orderOfKey(db, input, options.userId);
  let placed: { view: CustomerOrder; paymentStart: PaymentStart | null } | null = null;

  if (!orderId) {
    // Read before the transaction: on the embedded database a read outside an open transaction waits for it.
    const brand = await cachedMailBrand(options.caches, db, options.config.publicUrl);
    const stored = await db.transaction(async (tx) => {
      let quote: CheckoutQuote;
      try {
        quote = await quoteCheckout(tx, input.lines, options.userId, input, options.now);
      } catch (error) {
        if (error instanceof QuantityLimitError) throw new DomainError('invalid', error.message);
        throw error;
      }
      if (quote.problems.length > 0) throw new DomainError('invalid', refusal(quote));
      // A code typed but not valid refuses the order (the checkout showed why), so nobody pays more than they expected.
      // A valid code that the member discount beats is simply not used (the checkout said so too).
      if (quote.codeRefused) {
        throw new DomainError('invalid', quote.codeMessage ?? 'That code is not valid.', 'discountCode');
      }
      // The stand is looked up by its public slug inside the transaction; an unknown one refuses the order rather than
      // dropping the supporter's choice without a word.
      const stand = input.standSlug ? await standForOrder(tx, input.standSlug, businessToday(options.now)) : null;
      // Where (zone, fee, minimum) and when are checked before any place in a slot is taken; both refuse the whole order.
      const fulfilmentSettings = await loadFulfilmentSettings(tx);
      const place = deliveryPlace(fulfilmentSettings, input.fulfilment, input.deliveryZip, quote.subtotalCents);
      const { time, event } = await resolveOrderTime(tx, fulfilmentSettings, input, options.now);

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
            // A card order waits for Stripe's word before it is received (and before it counts for anything).
            status: byCard ? 'awaiting_payment' : 'received',
            paymentMethod: byCard ? CARD_PAYMENT_METHOD : payment.method,
            subtotalCents: quote.subtotalCents,
            discountPercent: quote.discountPercent,
            discountCents: quote.discountCents,
            discountCodeId: quote.discountCodeId,
            discountCode: quote.discountCode,
            codeDiscountCents: quote.codeDiscountCents,
            taxRateBasisPoints: quote.taxRateBasisPoints,
            taxCents: quote.taxCents,
            tipCents: quote.tipCents,
            isGift: input.isGift,
            giftNote: input.giftNote,
            // The delivery fee is the zone's, added after the discounts, tax and tip (it is neither taxed nor tipped).
            totalCents: quote.totalCents + place.deliveryFeeCents,
            ...place,
            ...time,
            standId: stand?.id ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (row) {
          // The slot's place is taken once the order exists: when the last one went to another buyer a moment ago, this
          // order is refused and rolled back whole.
          if (time.slotHeld && fulfilmentSettings && time.slotStartsAt) await holdSlot(tx, fulfilmentSettings, time.slotStartsAt);
          // The code's use is taken in the order's transaction: when the last use went to another buyer a moment ago,
          // this order is refused and rolled back whole.
          if (quote.discountCodeId && !(await takeCodeUse(tx, quote.discountCodeId, options.now))) {
            throw new DomainError('conflict', 'That code has just been used up. Please remove it to place your order.', 'discountCode');
          }
          // Taken after the order row exists, in its transaction: a refusal here rolls the order back too. A line this
          // transaction read as unlimited (made to order) has no count to take; a count staff set since then applies to
          // the orders after this one.
          const tookStock = await takeStock(
            tx,
            quote.lines
              .filter((line) => line.stockLeft !== null)
              .map((line) => ({
                productId: line.productId,
                variantId: line.variantId,
                quantity: line.quantity,
                label: line.size ? `${line.name} (${line.size})` : line.name,
              })),
          );
          const lines = await tx
            .insert(orderLines)
            .values(
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
            )
            .returning(orderLineColumns);
          const [history] = await tx
            .insert(orderStatusHistory)
            .values({ orderId: row.id, status: byCard ? 'awaiting_payment' : 'received', changedBy: options.userId })
            .returning({ status: orderStatusHistory.status, changedAt: orderStatusHistory.changedAt });
          // The member's saved cart became this order (a card order's too: it is in the order, paid or not).
          if (options.userId) await tx.delete(cartItems).where(eq(cartItems.userId, options.userId));
          // The order as the buyer sees it, from the rows just written (loadOrder would read the same back).
          const view = customerView(
            {
              order: row,
              lines: lines
                .map((line) => ({ ...line, imageUrl: quote.lines.find((priced) => priced.productId === line.productId)?.productImageUrl ?? null }))
                .sort(byNameThenSize),
              // Only the buyer's view is built here, and it names nobody.
              history: [{ ...history!, changedByEmail: null }],
              supporting: await supportedStand(tx, row.standId),
              pickupEvent: event ? { title: event.title, location: event.location, address: event.address } : null,
            },
            pickupInfoOf(brand.contact),
          );
          // The confirmation mail is stored with the order, so an order never exists without its mail. A card order's
          // confirmation goes once Stripe says it is paid (payments/card-orders.ts).
          let paymentStart: PaymentStart | null = null;
          if (!byCard) {
            paymentStart = await payment.start({ orderNumber: view.orderNumber, totalCents: view.totalCents, email: view.email, fulfilment: view.fulfilment });
            await queueOrderMails(tx, { order: view, orderId: row.id, paymentStart, brand, rateStandUrl: null }, options.now);
          }
          return { id: row.id, tookStock, placed: { view, paymentStart } };
        }
        // Nothing inserted: either the same checkout was stored meanwhile, or the random number was taken.
        const same = await orderOfKey(tx, input, options.userId);
        if (same) return { id: same, tookStock: false, placed: null };
      }
      throw new Error('No free order number after several attempts');
    });
    orderId = stored.id;
    placed = stored.placed;
    if (stored.tookStock) await options.stockChanged?.();
  }

  let order = placed?.view;
  if (!order) {
    const [loaded, pickup] = await Promise.all([loadOrder(db, eq(orders.id, orderId)), readPickupInfo(db)]);
    if (!loaded) throw new Error('A stored order could not be read back');
    order = customerView(loaded, pickup);
  }
  const paymentStart =
    order.paymentMethod === CARD_PAYMENT_METHOD && stripe
      ? await startCardCheckout(db, stripe, orderId, { publicUrl: options.config.publicUrl, now: options.now })
      : (placed?.paymentStart ??
        (await payment.start({ orderNumber: order.orderNumber, totalCents: order.totalCents, email: order.email, fulfilment: order.fulfilment })));
  const created = placed !== null;
  if (created && !byCard) await options.mailQueued();
  return { order, payment: paymentStart, created };
}

/** loadOrder's order of lines: by name, then size (no size first), compared as the database's C collation does. */
function byNameThenSize(a: { productName: string; size: string | null }, b: { productName: string; size: string | null }): number {
  const codePoints = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return codePoints(a.productName, b.productName) || (a.size === b.size ? 0 : a.size === null ? 1 : b.size === null ? -1 : codePoints(a.size, b.size));
}
