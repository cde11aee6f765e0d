import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Executor } from '../../db/client';
import { orderRefunds, orders, orderStatusHistory, paymentEvents } from '../../db/schema';
import { queueConfirmationMail } from '../orders/mails';
import { cardPaid } from '../payment';
import { issueRatingLink } from '../stand-ratings';
import { noticeCollectedSale } from '../stand-notices';
import { retakeStock, returnStock } from '../stock';
import { releaseSlot, retakeSlot } from '../fulfilment';

// What Stripe's word does to a card order: paid, released when the buyer never paid, refunded. The webhook and the
// buyer's return page both come here, so whichever arrives first applies the change and the other finds it done.

export type CardOrderEffects = {
  publicUrl: string;
  now: Date;
  /** After the commit, when a mail was queued (the confirmation of a paid order). */
  mailQueued: () => Promise<void>;
  /** After the commit, when collected money changed (a stand's raised total and points). */
  moneyChanged: () => Promise<void>;
  /** After the commit, when an order gave its stock back or took it again (the shop's sold-out display). */
  stockChanged?: () => Promise<void>;
};

type Outcome = { mail: boolean; money: boolean; stock?: boolean };
const NOTHING: Outcome = { mail: false, money: false };

async function lockOrder(tx: Executor, orderNumber: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      checkoutSessionId: orders.checkoutSessionId,
      standId: orders.standId,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  return order;
}

/**
 * A completed Checkout Session: the order is paid (paid-at, the payment intent a refund goes against, status
 * received so staff start it), its buyer gets the confirmation that says Paid (with the stand's rating link, the
 * order being collected now). Only a session of this order for exactly its total is believed.
 */
async function applyPaidSession(tx: Executor, session: Stripe.Checkout.Session, now: Date, publicUrl: string): Promise<Outcome> {
  if (session.payment_status !== 'paid' || !session.client_reference_id) return NOTHING;
  const order = await lockOrder(tx, session.client_reference_id);
  if (!order || order.paidAt) return NOTHING;
  if (order.checkoutSessionId !== null && order.checkoutSessionId !== session.id) return NOTHING;
  if (session.amount_total !== order.totalCents || session.currency !== 'usd') {
    throw new Error(`Checkout Session ${session.id} charged ${session.amount_total} ${session.currency} for an order of ${order.totalCents} usd`);
  }
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  await tx
    .update(orders)
    .set({
      status: order.status === 'awaiting_payment' || order.status === 'payment_expired' ? 'received' : order.status,
      paidAt: now,
      paymentIntentId: paymentIntent,
      checkoutSessionId: session.id,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'received', changedAt: now });
  // Paid after its session expired: the stock it gave back at expiry is taken again.
  const stock = order.status === 'payment_expired' ? await retakeStock(tx, order.id) : false;
  // Its time slot too: the money is taken, so the order keeps its time even if that slot is now full.
  if (order.status === 'payment_expired') await retakeSlot(tx, order.id);
  const rateStandUrl = await issueRatingLink(tx, order.id, publicUrl);
  await queueConfirmationMail(tx, order.id, cardPaid, { publicUrl, now, rateStandUrl });
  // The stand's parent is told of the sale (once per order).
  await noticeCollectedSale(tx, order.id, { publicUrl, now });
  return { mail: true, money: order.standId !== null, stock };
}

/** An expired Checkout Session: the order that was never paid is released and never counts. */
async function applyExpiredSession(tx: Executor, session: Stripe.Checkout.Session, now: Date): Promise<Outcome> {
  if (!session.client_reference_id) return NOTHING;
  const order = await lockOrder(tx, session.client_reference_id);
  if (!order || order.status !== 'awaiting_payment' || order.checkoutSessionId !== session.id) return NOTHING;
  await tx.update(orders).set({ status: 'payment_expired' }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'payment_expired', changedAt: now });
  // Never paid: what it held goes back on sale, and its place in its time slot is free again.
  await releaseSlot(tx, order.id);
  return { ...NOTHING, stock: await returnStock(tx, order.id) };
}

/**
 * A refund seen by Stripe (made here when staff cancel or remove a line, or in Stripe's dashboard): the order's
 * refunded amount follows Stripe's total for the charge, so a collected order counts only what it kept.
 */
async function applyRefundedCharge(tx: Executor, charge: Stripe.Charge): Promise<Outcome> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntent) return NOTHING;
  const [order] = await tx
    .update(orders)
    .set({ refundedCents: sql`greatest(${orders.refundedCents}, least(${charge.amount_refunded}, ${orders.totalCents}))` })
    .where(eq(orders.paymentIntentId, paymentIntent))
    .returning({ standId: orders.standId });
  return { mail: false, money: Boolean(order?.standId) };
}

/** Records a Stripe refund of an order once (by its id), and keeps the order's refunded total up to date. */
export async function recordRefund(
  tx: Executor,
  orderId: string,
  refund: { id: string; amountCents: number; orderLineId: string | null; reason: string; refundedBy: string | null },
): Promise<void> {
  await tx
    .insert(orderRefunds)
    .values({
      orderId,
      stripeRefundId: refund.id,
      amountCents: refund.amountCents,
      orderLineId: refund.orderLineId,
      reason: refund.reason,
      refundedBy: refund.refundedBy,
    })
    .onConflictDoNothing({ target: orderRefunds.stripeRefundId });
  const [sum] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  await tx
    .update(orders)
    .set({ refundedCents: sql`greatest(${orders.refundedCents}, least(${sum!.cents}, ${orders.totalCents}))` })
    .where(eq(orders.id, orderId));
}

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired', 'charge.refunded']);

/**
 * Applies one verified Stripe event, once: the event's id is stored in the same transaction as its change, so a
 * second delivery (Stripe retries until it gets a 2xx) changes nothing. Events of other types are acknowledged and
 * ignored.
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event, effects: CardOrderEffects): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: effects.now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return null;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return applyPaidSession(tx, event.data.object, effects.now, effects.publicUrl);
      case 'checkout.session.expired':
        return applyExpiredSession(tx, event.data.object, effects.now);
      case 'charge.refunded':
        return applyRefundedCharge(tx, event.data.object);
      default:
        return NOTHING;
    }
  });
  if (!result) return 'duplicate';
  await afterCommit(result, effects);
  return 'applied';
}

/**
 * The buyer back from Stripe before its webhook: the session Stripe reports now is applied as the webhook would,
 * under the order's lock, so the two can arrive in either order and the order is paid once.
 */
export async function applyRetrievedSession(db: Database, session: Stripe.Checkout.Session, effects: CardOrderEffects): Promise<void> {
  const result = await db.transaction(async (tx) => {
    if (session.status === 'complete') return applyPaidSession(tx, session, effects.now, effects.publicUrl);
    if (session.status === 'expired') return applyExpiredSession(tx, session, effects.now);
    return NOTHING;
  });
  await afterCommit(result, effects);
}

async function afterCommit(outcome: Outcome, effects: CardOrderEffects) {
  if (outcome.mail) await effects.mailQueued();
  if (outcome.money) await effects.moneyChanged();
  if (outcome.stock) await effects.stockChanged?.();
}

/** Whether a stored order is a card order waiting for its payment (the return page asks Stripe only then). */
export async function awaitingCardPayment(db: Executor, orderNumber: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.checkoutSessionId, sessionId), eq(orders.status, 'awaiting_payment')))
    .limit(1);
  return Boolean(row);
}
