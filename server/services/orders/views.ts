import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, orderLines, orders, orderStatusHistory, products, users } from '../../db/schema';
import { describeOrderTime } from '@shared/fulfilment-times';
import { contactSettingsSchema, type ContactSettings } from '@shared/schemas/settings';
import { supportedStand } from '../fundraiser-stands';
import { paymentLabel } from '../payment';
import { readSetting } from '../site-settings';
import { nextStatuses, statusPath } from './status';

// An order read back with its lines, history and stand, and the two ways it is shown: to the buyer and to staff.

export type PickupInfo = { address: string; hoursText: string; phone: string };

/** Where and when pickup orders are collected: the business's contact details from back-office Settings. */
export async function readPickupInfo(db: Executor): Promise<PickupInfo | null> {
  return pickupInfoOf(await readSetting(db, 'contact', contactSettingsSchema, null));
}

export function pickupInfoOf(contact: ContactSettings | null): PickupInfo | null {
  return contact ? { address: contact.address, hoursText: contact.hoursText, phone: contact.phone } : null;
}

/** An order line's own columns, as the buyer's and staff's views read them (with the product's picture beside). */
export const orderLineColumns = {
  id: orderLines.id,
  productId: orderLines.productId,
  variantId: orderLines.variantId,
  productName: orderLines.productName,
  size: orderLines.size,
  unitPriceCents: orderLines.unitPriceCents,
  quantity: orderLines.quantity,
  lineTotalCents: orderLines.lineTotalCents,
};

export async function loadOrder(db: Executor, where: SQL) {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const [lines, history, supporting] = await Promise.all([
    db
      .select({ ...orderLineColumns, imageUrl: products.imageUrl })
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
  const pickupEvent = order.pickupEventId
    ? ((
        await db
          .select({ title: events.title, location: events.location, address: events.address })
          .from(events)
          .where(eq(events.id, order.pickupEventId))
          .limit(1)
      )[0] ?? null)
    : null;
  return { order, lines, history, supporting, pickupEvent };
}
export type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/**
 * When (and, for a pop-up event, where) the order is collected or delivered, as every page and mail says it:
 * 'Pickup Saturday, Nov 28, 2 – 3 pm', 'Pickup at Ponce City Market pop-up, Saturday, Nov 28, 2 – 6 pm'.
 */
export function orderWhen({ order, pickupEvent }: Pick<LoadedOrder, 'order' | 'pickupEvent'>): string | null {
  const when = describeOrderTime(order.fulfilment, order.slotStartsAt, order.slotEndsAt);
  if (!when || !pickupEvent) return when;
  const place = pickupEvent.address ? `${pickupEvent.location}, ${pickupEvent.address}` : pickupEvent.location;
  return `Pickup at ${pickupEvent.title} (${place}), ${when.slice('Pickup '.length)}`;
}

/** What the buyer sees (confirmation and tracking pages): no internal ids, no staff names. */
export function customerView(loaded: LoadedOrder, pickup: PickupInfo | null) {
  const { order, lines, history, supporting } = loaded;
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
    /** Paid online (Stripe confirmed it). */
    paid: order.paidAt !== null,
    refundedCents: order.refundedCents,
    subtotalCents: order.subtotalCents,
    discountPercent: order.discountPercent,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    codeDiscountCents: order.codeDiscountCents,
    taxRateBasisPoints: order.taxRateBasisPoints,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    isGift: order.isGift,
    giftNote: order.giftNote,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    lines: lines.map(({ id: _id, productId: _p, variantId: _v, ...line }) => line),
    history: history.map(({ status, changedAt }) => ({ status, changedAt })),
    statusPath: statusPath(order.fulfilment),
    // The kitchen's address for a pickup there; an event pickup says its place in `when`.
    pickup: order.fulfilment === 'pickup' && !order.pickupEventId ? pickup : null,
    when: orderWhen(loaded),
    deliveryFeeCents: order.deliveryFeeCents,
    /** The fundraiser stand the order supports, by its public name. */
    supporting,
  };
}
export type CustomerOrder = ReturnType<typeof customerView>;

/** What staff see: everything, with who moved the order along and where it may go next. */
export function staffView(loaded: LoadedOrder) {
  const { order, lines, history, supporting } = loaded;
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
    deliveryZip: order.deliveryZip,
    deliveryFeeCents: order.deliveryFeeCents,
    when: orderWhen(loaded),
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentLabel(order.paymentMethod),
    paidAt: order.paidAt,
    refundedCents: order.refundedCents,
    subtotalCents: order.subtotalCents,
    discountPercent: order.discountPercent,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    codeDiscountCents: order.codeDiscountCents,
    taxRateBasisPoints: order.taxRateBasisPoints,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    isGift: order.isGift,
    giftNote: order.giftNote,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    lines,
    history,
    supporting,
  };
}
export type StaffOrder = ReturnType<typeof staffView>;
