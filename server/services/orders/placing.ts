import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { orders } from '../../db/schema';
import type { Checkout } from '@shared/schemas/orders';
import { businessToday } from '@shared/business-date';
import { DomainError } from '../domain-error';
import { standForOrder, supportedStand } from '../fundraiser-stands';
import type { FulfilmentSettings } from '@shared/schemas/fulfilment';
import { openPickupEvents, orderSettings, type AppCaches } from '../app-caches';
import { cachedMailBrand } from '../mail/brand';
import { generateOrderNumber } from '../order-number';
import { QuantityLimitError } from '../order-pricing';
import { quoteCheckout, type CheckoutQuote } from '../order-money';
import { CARD_PAYMENT_METHOD, defaultPaymentProvider, type PaymentProvider, type PaymentStart } from '../payment';
import { startCardCheckout } from '../payments/card-checkout';
import { stockShortMessage } from '../stock';
import { deliveryPlace, resolveOrderTime, SLOT_FULL, type OrderPlace, type OrderTime, type PickupEvent } from '../fulfilment';
import { orderMails } from './mails';
import { storeOrder, type StockToTake } from './storing';
import { customerView, loadOrder, pickupInfoOf, readPickupInfo, type CustomerOrder } from './views';

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

type PricedOrder = {
  quote: CheckoutQuote;
  stand: { id: string } | null;
  supporting: { name: string; slug: string } | null;
  fulfilmentSettings: FulfilmentSettings | null;
  place: OrderPlace;
  time: OrderTime;
  event: PickupEvent | null;
};

/**
 * Prices the checkout from the database and checks every choice in it (lines, code, stand, where and when), refusing
 * with the message the buyer needs. Nothing is taken here: the slot's place, the code's use and the stock are taken
 * when the order is written, each with one conditional write.
 */
async function priceOrder(db: Database, input: Checkout, options: PlaceOptions): Promise<PricedOrder> {
  const settings = await orderSettings(options.caches, db);
  let quote: CheckoutQuote;
  try {
    quote = await quoteCheckout(db, input.lines, options.userId, input, settings.taxRateBasisPoints, options.now);
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
  // The stand is looked up by its public slug; an unknown one refuses the order rather than dropping the supporter's
  // choice without a word.
  const stand = input.standSlug ? await standForOrder(db, input.standSlug, businessToday(options.now)) : null;
  // Where (zone, fee, minimum) and when are checked before anything is written; both refuse the whole order.
  const fulfilmentSettings = settings.fulfilment;
  const place = deliveryPlace(fulfilmentSettings, input.fulfilment, input.deliveryZip, quote.subtotalCents);
  const { time, event } = await resolveOrderTime(fulfilmentSettings, input, options.now, () => openPickupEvents(options.caches, db, options.now));
  const supporting = await supportedStand(db, stand?.id ?? null);
  return { quote, stand, supporting, fulfilmentSettings, place, time, event };
}

/** The order's row as it will be stored: priced by the server, never from an amount the browser sent. */
function orderRow(input: Checkout, priced: PricedOrder, options: PlaceOptions, payment: PaymentProvider, orderNumber: string) {
  const { quote, place, time, stand } = priced;
  const byCard = input.payment === 'card';
  return {
    id: randomUUID(),
    orderNumber,
    idempotencyKey: input.idempotencyKey,
    userId: options.userId,
    customerName: input.customerName,
    email: input.email,
    phone: input.phone,
    fulfilment: input.fulfilment,
    deliveryAddress: input.deliveryAddress ?? null,
    notes: input.notes,
    // A card order waits for Stripe's word before it is received (and before it counts for anything).
    status: byCard ? ('awaiting_payment' as const) : ('received' as const),
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
  };
}

/** The order as its buyer sees it, from the row and lines about to be written (loadOrder would read the same back). */
function buyerView(
  row: ReturnType<typeof orderRow>,
  priced: PricedOrder,
  stored: { createdAt: Date; statusChangedAt: Date },
  pickup: ReturnType<typeof pickupInfoOf>,
): CustomerOrder {
  const { quote, event } = priced;
  const lines = quote.lines
    .map((line) => ({
      productName: line.name,
      size: line.size,
      // Lines with problems were refused, so every price is known here.
      unitPriceCents: line.unitPriceCents ?? 0,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      imageUrl: line.productImageUrl,
    }))
    .sort(byNameThenSize);
  return customerView(
    {
      order: {
        ...row,
        paidAt: null,
        refundedCents: 0,
        checkoutSessionId: null,
        paymentIntentId: null,
        stockHeld: true,
        ratingTokenHash: null,
        createdAt: stored.createdAt,
        updatedAt: stored.createdAt,
      },
      lines: lines.map((line) => ({ ...line, id: '', productId: null, variantId: null })),
      // Only the buyer's view is built here, and it names nobody.
      history: [{ status: row.status, changedAt: stored.statusChangedAt, changedByEmail: null }],
      supporting: priced.supporting,
      pickupEvent: event ? { title: event.title, location: event.location, address: event.address } : null,
    },
    pickup,
  );
}

/** The counted lines whose stock the order takes, in a fixed order. A line priced as unlimited (made to order) has none. */
function stockToTake(quote: CheckoutQuote): StockToTake[] {
  return quote.lines
    .filter((line) => line.stockLeft !== null)
    .map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity }))
    .sort((a, b) => (a.variantId ?? a.productId).localeCompare(b.variantId ?? b.productId));
}

function stockLabel(quote: CheckoutQuote, stock: StockToTake): string {
  const line = quote.lines.find((candidate) => candidate.productId === stock.productId && candidate.variantId === stock.variantId);
  return line?.size ? `${line.name} (${line.size})` : (line?.name ?? 'An item');
}

type WrittenOrder = { orderId: string; placed: { view: CustomerOrder; paymentStart: PaymentStart | null } | null };

/**
 * Prices the checkout, renders its mails and writes it with everything that goes with it (storeOrder). An order
 * with the checkout's key already stored (the same checkout a moment ago) is answered instead, to its buyer only.
 */
async function writeNewOrder(db: Database, input: Checkout, options: PlaceOptions, payment: PaymentProvider): Promise<WrittenOrder> {
  const byCard = input.payment === 'card';
  const brand = await cachedMailBrand(options.caches, db, options.config.publicUrl);
  const priced = await priceOrder(db, input, options);
  const pickup = pickupInfoOf(brand.contact);
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
    const row = orderRow(input, priced, options, payment, generateOrderNumber());
    // The mails are rendered before the write, which stores them with the order: an order never exists without its
    // mail. A card order's confirmation goes once Stripe says it is paid (payments/card-orders.ts).
    const beforeWrite = buyerView(row, priced, { createdAt: options.now, statusChangedAt: options.now }, pickup);
    const paymentStart = byCard
      ? null
      : await payment.start({ orderNumber: row.orderNumber, totalCents: row.totalCents, email: row.email, fulfilment: row.fulfilment });
    const stored = await storeOrder(db, {
      order: row,
      lines: priced.quote.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        productName: line.name,
        size: line.size,
        unitPriceCents: line.unitPriceCents ?? 0,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
      })),
      stock: stockToTake(priced.quote),
      slotCapacity: row.slotHeld && priced.fulfilmentSettings ? priced.fulfilmentSettings.capacity : null,
      mails: paymentStart ? orderMails({ order: beforeWrite, orderId: row.id, paymentStart, brand, rateStandUrl: null }) : [],
      now: options.now,
    });
    switch (stored.outcome) {
      case 'stored':
        if (stored.tookStock) await options.stockChanged?.();
        // The view the mails were rendered from, with the moments the database gave the order and its first status.
        return {
          orderId: stored.orderId,
          placed: {
            view: { ...beforeWrite, createdAt: stored.createdAt, history: [{ status: row.status, changedAt: stored.statusChangedAt }] },
            paymentStart,
          },
        };
      case 'key-used': {
        // The same checkout was stored a moment ago: its buyer gets it back, anyone else is refused.
        const earlier = await orderOfKey(db, input, options.userId);
        if (!earlier) throw new Error('An order seen under a key could not be read back');
        return { orderId: earlier, placed: null };
      }
      case 'number-taken':
        // The random number belongs to another order: draw another.
        break;
      case 'slot-full':
        throw new DomainError('conflict', SLOT_FULL, 'slotStart');
      case 'code-used-up':
        throw new DomainError('conflict', 'That code has just been used up. Please remove it to place your order.', 'discountCode');
      case 'stock-short':
        throw new DomainError(
          'invalid',
          `Please review your cart before placing the order: ${stockShortMessage(stockLabel(priced.quote, stored.stock), stored.left)}`,
        );
    }
  }
  throw new Error('No free order number after several attempts');
}

/**
 * Stores an order priced entirely from the database, with its lines, its first status, the slot's place, the code's
 * use, the stock and its mails, in one statement (storeOrder). The checkout's idempotency key makes a double click or
 * a retry return the order already stored: the key is unique, and a second write of the same key writes nothing.
 * Only the buyer who used a key first gets its order back (isKeyOwner).
 */
export async function placeOrder(db: Database, input: Checkout, options: PlaceOptions): Promise<PlacedOrder> {
  const payment = options.payment ?? defaultPaymentProvider;
  const stripe = options.config.stripe;
  const byCard = input.payment === 'card';
  if (byCard && !stripe) throw new DomainError('invalid', CARD_NOT_OFFERED, 'payment');
  let written: WrittenOrder;
  try {
    written = await writeNewOrder(db, input, options, payment);
  } catch (error) {
    // A retry of a checkout stored earlier gets its order back even when the cart could not be placed as it is now
    // (the stock, the slot's place or the code's last use it took itself). Asked only after a refusal: a new order
    // meets an earlier one with its key in the write itself.
    const earlier = error instanceof DomainError ? await orderOfKey(db, input, options.userId) : undefined;
    if (!earlier) throw error;
    written = { orderId: earlier, placed: null };
  }
  const { orderId, placed } = written;

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
