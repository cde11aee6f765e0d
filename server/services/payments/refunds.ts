import { eq } from 'drizzle-orm';
import type { StripeConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import { formatCents } from '@shared/money';
import { recordAudit, type AuditActor } from '../audit';
import { DomainError } from '../domain-error';
import { loadOrder } from '../orders/views';
import { recordRefund } from './card-orders';
import { lineRefundCents } from './line-items';
import { isStripeError, stripeClient } from './stripe-client';

// Giving card money back through Stripe: all that is left when staff cancel a paid order, or one removed line. The
// refund is asked of Stripe first, with an idempotency key, and recorded in the transaction that changes the order:
// a retry after a failure asks again with the same key and gets the same refund back, never a second one.

const REFUND_FAILED = 'Stripe did not make the refund, so nothing was changed. Please try again in a moment.';
const CARD_NOT_SET_UP = 'This order was paid by card, but card payments are not set up here, so it cannot be refunded. Set the Stripe keys first.';

export type MadeRefund = { id: string; amountCents: number };

async function createRefund(stripe: StripeConfig | null, request: { paymentIntentId: string; amountCents: number; orderNumber: string; key: string }) {
  if (!stripe) throw new DomainError('invalid', CARD_NOT_SET_UP);
  try {
    const refund = await (
      await stripeClient(stripe)
    ).refunds.create(
      {
        payment_intent: request.paymentIntentId,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { order_number: request.orderNumber },
      },
      { idempotencyKey: request.key },
    );
    return { id: refund.id, amountCents: refund.amount };
  } catch (error) {
    if (isStripeError(error)) throw new DomainError('unavailable', REFUND_FAILED);
    throw error;
  }
}

/**
 * Before staff cancel an order: refunds what is left of a card payment (nothing for an unpaid order). Called before
 * the cancelling transaction, so no row stays locked while Stripe answers; the transaction records the refund.
 */
export async function refundBeforeCancel(db: Executor, stripe: StripeConfig | null, orderId: string): Promise<MadeRefund | null> {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      paymentIntentId: orders.paymentIntentId,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order?.paymentIntentId || order.status === 'cancelled' || order.status === 'completed') return null;
  const amountCents = order.totalCents - order.refundedCents;
  if (amountCents <= 0) return null;
  return createRefund(stripe, {
    paymentIntentId: order.paymentIntentId,
    amountCents,
    orderNumber: order.orderNumber,
    key: `refund-cancel-${orderId}-${amountCents}`,
  });
}

/** Records the refund made for a cancellation in the cancelling transaction. */
export async function recordCancelRefund(tx: Executor, orderId: string, refund: MadeRefund, actor: AuditActor): Promise<void> {
  await recordRefund(tx, orderId, { id: refund.id, amountCents: refund.amountCents, orderLineId: null, reason: 'cancelled', refundedBy: actor.id });
}

/**
 * A back-office refund of one line of a card-paid order that is not handed over as ordered (sold out, spoiled): the
 * line's amount after the discounts, with its share of the sales tax, goes back to the card, once per line, audit-logged.
 */
export async function refundLine(
  db: Database,
  stripe: StripeConfig | null,
  actor: AuditActor,
  orderId: string,
  lineId: string,
): Promise<{ refundedCents: number }> {
  const loaded = await loadOrder(db, eq(orders.id, orderId));
  if (!loaded) throw new DomainError('not_found', 'Order not found.');
  const { order, lines } = loaded;
  const index = lines.findIndex((line) => line.id === lineId);
  if (index < 0) throw new DomainError('not_found', 'This line is not part of the order.');
  if (!order.paidAt || !order.paymentIntentId) throw new DomainError('invalid', 'Only an order paid by card can be refunded here.');
  if (order.status === 'cancelled') throw new DomainError('invalid', `Order ${order.orderNumber} is cancelled; its payment was refunded then.`);
  const [done] = await db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.orderLineId, lineId)).limit(1);
  if (done) throw new DomainError('conflict', 'This line was refunded already.');
  const amountCents = Math.min(lineRefundCents(lines, order, index), order.totalCents - order.refundedCents);
  if (amountCents <= 0) throw new DomainError('invalid', `Nothing is left to refund on order ${order.orderNumber}.`);
  const refund = await createRefund(stripe, {
    paymentIntentId: order.paymentIntentId,
    amountCents,
    orderNumber: order.orderNumber,
    key: `refund-line-${lineId}`,
  });
  const line = lines[index]!;
  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    await recordRefund(tx, orderId, { id: refund.id, amountCents: refund.amountCents, orderLineId: lineId, reason: 'line_removed', refundedBy: actor.id });
    await recordAudit(tx, actor, 'update', 'order', orderId, {
      orderNumber: order.orderNumber,
      name: line.productName,
      amountCents: refund.amountCents,
      title: `${formatCents(refund.amountCents)} refunded`,
    });
  });
  return { refundedCents: refund.amountCents };
}
