import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, orderStatusHistory, userRoles } from '../../server/db/schema';
import { OWNER_ASSIGN, OWNER_ONLY } from '../../server/services/admin-users';
import { drainOutbox } from '../../server/services/mail-outbox';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase();
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

async function place() {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const placed = await callerFor(database.db, null).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: f.cone.id, quantity: 1 }],
    fulfilment: 'pickup',
    ...buyer,
    email,
  });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { id: row!.id, number: placed.order.orderNumber, email };
}

const statusOf = async (id: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email.toLowerCase()));

describe('order status for several orders, and undo', () => {
  it('moves several orders one step, each with its mail, and lists those that cannot move', async () => {
    const admin = await createActor(database.db, ['admin']);
    const staff = callerFor(database.db, admin);
    const [a, b, c] = [await place(), await place(), await place()];
    await staff.admin.orders.setStatus({ id: c.id, status: 'cancelled' });
    const result = await staff.admin.orders.setStatusMany({ ids: [a.id, b.id, c.id], status: 'preparing' });
    expect(result.moved.sort()).toEqual([a.number, b.number].sort());
    expect(result.refused).toEqual([{ id: c.id, message: `Order ${c.number} is Cancelled and can no longer change.` }]);
    expect(await statusOf(a.id)).toBe('preparing');
    expect(await statusOf(c.id)).toBe('cancelled');
    // Each buyer got the confirmation and the "preparing" mail.
    expect(await mailsTo(a.email)).toHaveLength(2);
    await expect(staff.admin.orders.setStatusMany({ ids: [], status: 'preparing' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('undoes today’s step: an unsent mail is withdrawn, a sent one is followed by a correction; both are audit-logged', async () => {
    const admin = await createActor(database.db, ['admin']);
    const staff = callerFor(database.db, admin);
    const order = await place();
    await staff.admin.orders.setStatus({ id: order.id, status: 'preparing' });
    expect(await mailsTo(order.email)).toHaveLength(2);
    // The test caller delivers at once; here the outbox has not got to the "preparing" mail yet.
    const [step] = await database.db
      .select({ mailId: orderStatusHistory.mailId })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'preparing')));
    await database.db.update(mailOutbox).set({ status: 'pending', sentAt: null }).where(eq(mailOutbox.id, step!.mailId!));
    expect(await staff.admin.orders.undoStatus({ id: order.id })).toMatchObject({ from: 'preparing', to: 'received', mail: 'withdrawn' });
    expect(await statusOf(order.id)).toBe('received');
    expect((await mailsTo(order.email)).map((m) => m.subject)).toHaveLength(1);
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['received']);

    await staff.admin.orders.setStatus({ id: order.id, status: 'preparing' });
    await staff.admin.orders.setStatus({ id: order.id, status: 'ready' });
    await drainOutbox(database.db, new MemoryMailer());
    expect(await staff.admin.orders.undoStatus({ id: order.id })).toMatchObject({ from: 'ready', to: 'preparing', mail: 'corrected' });
    const correction = (await mailsTo(order.email)).find((m) => m.subject.startsWith('Correction'));
    expect(correction?.subject).toBe(`Correction: order ${order.number} is preparing`);
    expect(correction?.textBody).toContain('We told you that your order was ready');

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'undo_status')));
    expect(audit.map((row) => (row.detail as { to: string }).to).sort()).toEqual(['preparing', 'received']);
  });

  it('refuses to undo a step made before today, a cancellation, or an order with no staff step', async () => {
    const admin = await createActor(database.db, ['admin']);
    const staff = callerFor(database.db, admin);
    const old = await place();
    await staff.admin.orders.setStatus({ id: old.id, status: 'preparing' });
    await database.db
      .update(orderStatusHistory)
      .set({ changedAt: sql`${orderStatusHistory.changedAt} - interval '2 days'` })
      .where(eq(orderStatusHistory.orderId, old.id));
    await expect(staff.admin.orders.undoStatus({ id: old.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('before today'),
    });
    expect(await statusOf(old.id)).toBe('preparing');

    const fresh = await place();
    await expect(staff.admin.orders.undoStatus({ id: fresh.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await staff.admin.orders.setStatus({ id: fresh.id, status: 'cancelled' });
    await expect(staff.admin.orders.undoStatus({ id: fresh.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await statusOf(fresh.id)).toBe('cancelled');
  });
});

describe('internal notes on an order', () => {
  it('keeps staff notes with their author, never on the buyer’s view, and audit-logs them', async () => {
    const admin = await createActor(database.db, ['admin']);
    const staff = callerFor(database.db, admin);
    const order = await place();
    await staff.admin.orders.addNote({ id: order.id, body: 'Buyer called: pick up at 5' });
    const read = await staff.admin.orders.get({ id: order.id });
    expect(read.staffNotes).toEqual([expect.objectContaining({ body: 'Buyer called: pick up at 5', authorEmail: admin.user.email })]);
    const tracked = await callerFor(database.db, null).orders.track({ orderNumber: order.number, email: order.email });
    expect(JSON.stringify(tracked)).not.toContain('pick up at 5');
    await expect(staff.admin.orders.addNote({ id: order.id, body: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'body: Please write a note',
    });
  });
});

describe('roles', () => {
  it('lets a moderator moderate fundraiser media and read the inbox, and nothing else', async () => {
    const moderator = callerFor(database.db, await createActor(database.db, ['moderator', 'user']));
    await expect(moderator.admin.fundraiser.moderation()).resolves.toBeDefined();
    await expect(moderator.admin.fundraiser.videoQueue()).resolves.toBeDefined();
    await expect(moderator.admin.inbox.list({ kind: 'contact' })).resolves.toBeDefined();
    await expect(moderator.admin.inbox.setStatus({ kind: 'contact', id: randomUUID(), status: 'done' } as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(moderator.admin.orders.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(moderator.admin.users.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(moderator.admin.fundraiser.registrations({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps the owner out of other admins’ reach: they cannot demote, delete or name an owner', async () => {
    const owner = await createActor(database.db, ['admin']);
    const other = await createActor(database.db, ['admin']);
    const ownerCaller = callerFor(database.db, owner);
    const otherCaller = callerFor(database.db, other);
    // No owner yet: an admin names the first one (who must already be an admin).
    await otherCaller.admin.users.assignRole({ userId: owner.user.id, role: 'owner' });
    const third = await createActor(database.db, ['admin']);
    await expect(callerFor(database.db, third).admin.users.assignRole({ userId: third.user.id, role: 'owner' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ASSIGN,
    });
    await expect(callerFor(database.db, third).admin.users.removeRole({ userId: owner.user.id, role: 'admin' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY,
    });
    await expect(callerFor(database.db, third).admin.users.removeRole({ userId: owner.user.id, role: 'owner' })).rejects.toMatchObject({ message: OWNER_ONLY });
    await expect(callerFor(database.db, third).admin.users.delete({ userId: owner.user.id })).rejects.toMatchObject({ message: OWNER_ONLY });
    const ownerRoles = await database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, owner.user.id));
    expect(ownerRoles.map((r) => r.role).sort()).toEqual(['admin', 'owner']);
    // The owner still manages other admins as any admin does.
    await expect(ownerCaller.admin.users.removeRole({ userId: third.user.id, role: 'admin' })).resolves.toEqual({ changed: true });
  });
});

describe('the customer screen', () => {
  it('shows a member’s orders (signed in or as a guest with their address), lifetime value from collected money only, and notes', async () => {
    const admin = await createActor(database.db, ['admin']);
    const staff = callerFor(database.db, admin);
    const member = await createActor(database.db, ['user']);
    const placeAs = async () => {
      const placed = await callerFor(database.db, null).orders.place({
        idempotencyKey: newKey(),
        lines: [{ productId: f.cone.id, quantity: 2 }],
        fulfilment: 'pickup',
        ...buyer,
        // Typed in another case than the account's address: still theirs.
        email: member.user.email.toUpperCase(),
      });
      return (await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber)))[0]!.id;
    };
    const paid = await placeAs();
    await placeAs();
    for (const status of ['preparing', 'ready', 'completed'] as const) await staff.admin.orders.setStatus({ id: paid, status });
    await staff.admin.customers.addNote({ userId: member.user.id, body: 'Prefers Saturday pickups' });

    const customer = await staff.admin.customers.get({ userId: member.user.id });
    expect(customer.orderCount).toBe(2);
    expect(customer.collectedOrders).toBe(1);
    // Two $4.15 cones collected once; the open order counts for nothing.
    expect(customer.lifetimeCents).toBe(830);
    expect(customer.roles).toEqual(['user']);
    expect(customer.notes.map((n) => n.body)).toEqual(['Prefers Saturday pickups']);
    await expect(staff.admin.customers.get({ userId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
