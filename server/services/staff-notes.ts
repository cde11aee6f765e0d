import { desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { customerNotes, orderNotes, orders, users } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { DomainError } from './domain-error';

// Staff's internal notes on an order or a customer: read in the back office only, never shown to the buyer nor put
// in a mail. A note is kept as written (with its author's address, which outlives the author's account).

export type StaffNote = { id: string; body: string; authorEmail: string; createdAt: Date };

export async function orderNotesOf(db: Executor, orderId: string): Promise<StaffNote[]> {
  return db
    .select({ id: orderNotes.id, body: orderNotes.body, authorEmail: orderNotes.authorEmail, createdAt: orderNotes.createdAt })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}

export async function addOrderNote(tx: Transaction, actor: AuditActor, orderId: string, body: string): Promise<StaffNote> {
  const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new DomainError('not_found', 'Order not found.');
  const [note] = await tx
    .insert(orderNotes)
    .values({ orderId, authorId: actor.id, authorEmail: actor.email, body })
    .returning({ id: orderNotes.id, body: orderNotes.body, authorEmail: orderNotes.authorEmail, createdAt: orderNotes.createdAt });
  await recordAudit(tx, actor, 'note', 'order', orderId, { orderNumber: order.orderNumber });
  return note!;
}

export async function customerNotesOf(db: Executor, userId: string): Promise<StaffNote[]> {
  return db
    .select({ id: customerNotes.id, body: customerNotes.body, authorEmail: customerNotes.authorEmail, createdAt: customerNotes.createdAt })
    .from(customerNotes)
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

export async function addCustomerNote(tx: Transaction, actor: AuditActor, userId: string, body: string): Promise<StaffNote> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('not_found', 'This user no longer exists.');
  const [note] = await tx
    .insert(customerNotes)
    .values({ userId, authorId: actor.id, authorEmail: actor.email, body })
    .returning({ id: customerNotes.id, body: customerNotes.body, authorEmail: customerNotes.authorEmail, createdAt: customerNotes.createdAt });
  await recordAudit(tx, actor, 'note', 'user', userId, { email: user.email });
  return note!;
}
