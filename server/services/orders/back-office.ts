import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orderLines, orders, orderStatusHistory, type OrderStatus } from '../../db/schema';
import { ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import { recordAudit, type AuditActor } from '../audit';
import { DomainError } from '../domain-error';
import { issueRatingLink } from '../stand-ratings';
import { noticeCollectedSale } from '../stand-notices';
import { orderByOf, searchAny } from '../admin-list';
import type { SortDirection } from '@shared/schemas/admin-list';
import type { ADMIN_ORDER_SORTS } from '@shared/schemas/orders';
import { returnStock } from '../stock';
import { releaseSlot } from '../fulfilment';
import { describeOrderTime } from '@shared/fulfilment-times';
import { recordCancelRefund, refundBeforeCancel } from '../payments/refunds';
import type { StripeConfig } from '../../config';
import { queueStatusMail } from './mails';
import { nextStatuses, type Fulfilment } from './status';
import { loadOrder, staffView, type StaffOrder } from './views';

// Staff's side of orders: the filtered list, one order in full, and moving an order along its statuses.

export type OrderListFilter = {
  status?: OrderStatus | undefined;
  fulfilment?: Fulfilment | undefined;
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort?: (typeof ADMIN_ORDER_SORTS)[number] | undefined;
  dir?: SortDirection | undefined;
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
  const searched = searchAny(filter.search, [orders.orderNumber, orders.customerName, orders.email]);
  if (searched) conditions.push(searched);
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
        slotStartsAt: orders.slotStartsAt,
        slotEndsAt: orders.slotEndsAt,
      })
      .from(orders)
      .where(where)
      .orderBy(
        ...orderByOf(
          { createdAt: orders.createdAt, total: orders.totalCents, orderNumber: orders.orderNumber, customer: orders.customerName },
          filter,
          { sort: 'createdAt', dir: 'desc' },
          orders.id,
        ),
      )
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
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(orderLines.orderId);
  return {
    items: rows.map(({ slotStartsAt, slotEndsAt, ...row }) => ({
      ...row,
      when: describeOrderTime(row.fulfilment, slotStartsAt, slotEndsAt),
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

export type StatusMailOptions = { publicUrl: string; now: Date; mailQueued: () => Promise<void>; stripe: StripeConfig | null };

/**
 * Moves an order along one allowed step (or cancels it), with a history row, an audit row and the buyer's mail about
 * the new status, in one transaction; the outbox sends the mail after the commit. Cancelling a card-paid order
 * refunds it first (payments/refunds.ts): if Stripe does not refund, the order is not cancelled.
 */
export async function setOrderStatus(db: Database, actor: AuditActor, id: string, wanted: OrderStatus, mail: StatusMailOptions): Promise<StaffOrder> {
  const refund = wanted === 'cancelled' ? await refundBeforeCancel(db, mail.stripe, id) : null;
  await db.transaction(async (tx) => {
    // Locked, so two staff clicking at once cannot both move it from the same status.
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, fulfilment: orders.fulfilment, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw new DomainError('not_found', 'Order not found.');
    const allowed = nextStatuses(order.status, order.fulfilment);
    const status = allowed.find((next) => next === wanted);
    if (!status) {
      const from = ORDER_STATUS_LABELS[order.status];
      const message =
        allowed.length === 0
          ? `Order ${order.orderNumber} is ${from} and can no longer change.`
          : order.status === wanted
            ? `Order ${order.orderNumber} is already ${from}.`
            : `An order that is ${from} can only be marked ${allowed.map((s) => ORDER_STATUS_LABELS[s]).join(' or ')}.`;
      throw new DomainError('invalid', message);
    }
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    if (refund) await recordCancelRefund(tx, id, refund, actor);
    // A cancelled order's items go back on sale (the back office's change clears the shop's cached pages), and its
    // place in its time slot is free for another order.
    if (status === 'cancelled') {
      await returnStock(tx, id);
      await releaseSlot(tx, id);
    }
    await recordAudit(tx, actor, 'status', 'order', id, {
      orderNumber: order.orderNumber,
      from: order.status,
      to: status,
      refundedCents: refund?.amountCents ?? 0,
    });
    // A completed order is collected: a buyer who supported a stand gets its rating link with this mail.
    const rateStandUrl = status === 'completed' ? await issueRatingLink(tx, id, mail.publicUrl) : null;
    // ...and the stand's parent is told of the sale (once per order, however often it is completed).
    if (status === 'completed') await noticeCollectedSale(tx, id, { publicUrl: mail.publicUrl, now: mail.now });
    const mailId = await queueStatusMail(tx, id, status, { ...mail, rateStandUrl });
    await tx.insert(orderStatusHistory).values({ orderId: id, status, changedBy: actor.id, mailId });
  });
  await mail.mailQueued();
  return getStaffOrder(db, id);
}

export type BulkStatusResult = { moved: string[]; refused: { id: string; message: string }[] };

/**
 * Moves several orders to one status, each exactly as if moved alone (its own transaction, checks, history, audit and
 * mail): one order that cannot move is reported and does not hold the others back.
 */
export async function setOrdersStatus(db: Database, actor: AuditActor, ids: string[], wanted: OrderStatus, mail: StatusMailOptions) {
  const result: BulkStatusResult & { supporting: boolean } = { moved: [], refused: [], supporting: false };
  for (const id of new Set(ids)) {
    try {
      const order = await setOrderStatus(db, actor, id, wanted, mail);
      result.moved.push(order.orderNumber);
      if (order.supporting) result.supporting = true;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
