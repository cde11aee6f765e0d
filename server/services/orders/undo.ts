import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, orders, orderStatusHistory, type OrderStatus } from '../../db/schema';
import { businessToday } from '@shared/business-date';
import { ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import { recordAudit, type AuditActor } from '../audit';
import { DomainError } from '../domain-error';
import { queueStatusCorrectionMail } from './mails';

// Undo of a status step made by mistake: staff may take back the last step of an order on the day it was made (in
// Atlanta), once per step, back to the status before it. Cancelling is not undone (a card payment was refunded and
// the order's goods released); a step into a status nobody moved it to by hand (placed, paid) has nothing to undo.
// The buyer's mail about the step is withdrawn while still unsent; once sent, it is followed by a correction, since
// the buyer was told something that is no longer true.

const UNDOABLE: readonly OrderStatus[] = ['preparing', 'ready', 'out_for_delivery', 'completed'];
/** Outbox states in which the mail has not reached anyone yet and can simply be withdrawn. */
const UNSENT = ['pending', 'suppressed'] as const;

export type UndoResult = { orderNumber: string; from: OrderStatus; to: OrderStatus; mail: 'withdrawn' | 'corrected' | 'none'; supporting: boolean };

export async function undoOrderStatus(db: Database, actor: AuditActor, id: string, options: { now: Date; publicUrl: string }): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, orderNumber: orders.orderNumber, standId: orders.standId })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw new DomainError('not_found', 'Order not found.');
    if (!UNDOABLE.includes(order.status)) {
      throw new DomainError('invalid', `Order ${order.orderNumber} is ${ORDER_STATUS_LABELS[order.status]}: there is no status step to undo.`);
    }
    const [last, before] = await tx
      .select({ id: orderStatusHistory.id, status: orderStatusHistory.status, changedAt: orderStatusHistory.changedAt, mailId: orderStatusHistory.mailId })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id))
      .limit(2);
    if (!last || !before || last.status !== order.status) throw new DomainError('invalid', `Order ${order.orderNumber} has no status step to undo.`);
    if (businessToday(last.changedAt) !== businessToday(options.now)) {
      throw new DomainError(
        'invalid',
        `Order ${order.orderNumber} was marked ${ORDER_STATUS_LABELS[order.status]} before today; only today's steps can be undone.`,
      );
    }
    await tx.update(orders).set({ status: before.status }).where(eq(orders.id, id));
    await tx.delete(orderStatusHistory).where(eq(orderStatusHistory.id, last.id));

    let mail: UndoResult['mail'] = 'none';
    if (last.mailId) {
      const withdrawn = await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.id, last.mailId), inArray(mailOutbox.status, UNSENT)))
        .returning({ id: mailOutbox.id });
      if (withdrawn.length > 0) mail = 'withdrawn';
      else {
        await queueStatusCorrectionMail(tx, id, order.status, options);
        mail = 'corrected';
      }
    }
    await recordAudit(tx, actor, 'undo_status', 'order', id, { orderNumber: order.orderNumber, from: order.status, to: before.status, mail });
    return { orderNumber: order.orderNumber, from: order.status, to: before.status, mail, supporting: order.standId !== null };
  });
}
