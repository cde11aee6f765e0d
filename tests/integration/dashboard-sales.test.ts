import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraiserStands, orderLines, orders, users } from '../../server/db/schema';
import { callerFor, createActor } from '../helpers/callers';
import { newKey } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The dashboard's sales count collected money only (paid online, or completed by staff; less refunds; never a
// cancelled order), on the Atlanta day the order was placed. The clock is injected: 03:30 UTC on Nov 27 is still the
// evening of Thursday Nov 26 in Atlanta, so an order at 02:00 UTC belongs to Nov 26, not the 27th.

const NOW = new Date('2026-11-27T03:30:00Z');
let database: TestDatabase;
let admin: Awaited<ReturnType<typeof createActor>>;
const staff = () => callerFor(database.db, admin, { now: () => NOW });

type OrderSpec = {
  at: string;
  totalCents: number;
  paid?: boolean;
  status?: 'received' | 'completed' | 'cancelled';
  refundedCents?: number;
  standId?: string;
  lines: { name: string; quantity: number; cents: number }[];
};

async function order(spec: OrderSpec) {
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber: `T-${randomUUID().slice(0, 8)}`,
      idempotencyKey: newKey(),
      customerName: 'Jamie Rivers',
      email: 'jamie@example.com',
      phone: '(404) 555-0199',
      fulfilment: 'pickup',
      paymentMethod: spec.paid ? 'card' : 'cash',
      subtotalCents: spec.totalCents,
      totalCents: spec.totalCents,
      refundedCents: spec.refundedCents ?? 0,
      status: spec.status ?? 'received',
      paidAt: spec.paid ? new Date(spec.at) : null,
      standId: spec.standId ?? null,
      createdAt: new Date(spec.at),
    })
    .returning({ id: orders.id });
  await database.db.insert(orderLines).values(
    spec.lines.map((line) => ({
      orderId: row!.id,
      productName: line.name,
      unitPriceCents: Math.round(line.cents / line.quantity),
      quantity: line.quantity,
      lineTotalCents: line.cents,
    })),
  );
}

async function newStand(): Promise<string> {
  const registration = await callerFor(database.db, null, { now: () => NOW }).fundraiser.register({
    kidFirstName: 'Rey',
    kidLastInitial: 'C',
    kidAge: 11,
    groupType: 'school',
    groupName: 'Dashboard Club',
    city: 'Decatur',
    ytChannel: '',
    agreeTerms: true,
    parentEmail: 'parent-dashboard@example.com',
    idempotencyKey: newKey(),
  });
  const { slug } = await staff().admin.fundraiser.approve({ id: registration.id });
  const [stand] = await database.db.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.slug, slug));
  return stand!.id;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  admin = await createActor(database.db, ['admin']);
  const standId = await newStand();

  // Thursday Nov 26 in Atlanta (21:00 on the 26th), paid online.
  await order({ at: '2026-11-27T02:00:00Z', totalCents: 2000, paid: true, lines: [{ name: 'Pink Tub', quantity: 2, cents: 2000 }] });
  // Friday Nov 20, completed by staff, $5 of it refunded.
  await order({
    at: '2026-11-20T15:00:00Z',
    totalCents: 3000,
    status: 'completed',
    refundedCents: 500,
    lines: [{ name: 'Blue Cone', quantity: 1, cents: 3000 }],
  });
  // Wednesday Nov 25, for a stand, completed.
  await order({ at: '2026-11-25T18:00:00Z', totalCents: 1500, status: 'completed', standId, lines: [{ name: 'Blue Cone', quantity: 1, cents: 1500 }] });
  // Not collected: placed and unpaid; paid and then cancelled.
  await order({ at: '2026-11-26T15:00:00Z', totalCents: 9999, lines: [{ name: 'Ghost Tub', quantity: 9, cents: 9999 }] });
  await order({ at: '2026-11-26T16:00:00Z', totalCents: 7777, paid: true, status: 'cancelled', lines: [{ name: 'Ghost Tub', quantity: 7, cents: 7777 }] });
  // Oct 1: outside the 30 days, inside the 12 weeks.
  await order({ at: '2026-10-01T16:00:00Z', totalCents: 1000, status: 'completed', lines: [{ name: 'Old Tub', quantity: 1, cents: 1000 }] });
  // After the clock's now (Friday the 27th in Atlanta): not yet.
  await order({ at: '2026-11-27T06:00:00Z', totalCents: 4000, paid: true, lines: [{ name: 'Pink Tub', quantity: 4, cents: 4000 }] });

  // Members: every account so far is old, then two join in the 30 days (one late on the 26th, Atlanta) and one after now.
  await database.db.update(users).set({ createdAt: new Date('2026-01-01T12:00:00Z') });
  for (const [email, at] of [
    ['new-1@example.com', '2026-11-10T12:00:00Z'],
    ['new-2@example.com', '2026-11-27T04:00:00Z'],
    ['later@example.com', '2026-11-27T06:00:00Z'],
  ] as const) {
    const member = await createActor(database.db, ['user'], email);
    await database.db
      .update(users)
      .set({ createdAt: new Date(at) })
      .where(eq(users.id, member.user.id));
  }
});
afterAll(() => database.close());

describe('the dashboard sales', () => {
  it('counts collected money by Atlanta day, with the average order, top products, new members and the fundraiser', async () => {
    const sales = await staff().admin.dashboard.sales();
    expect(sales.today).toBe('2026-11-26');
    expect(sales.daily).toHaveLength(30);
    expect(sales.daily[0]!.day).toBe('2026-10-28');
    const day = (d: string) => sales.daily.find((row) => row.day === d);
    expect(day('2026-11-26')).toEqual({ day: '2026-11-26', orders: 1, cents: 2000 });
    expect(day('2026-11-25')).toEqual({ day: '2026-11-25', orders: 1, cents: 1500 });
    expect(day('2026-11-20')).toEqual({ day: '2026-11-20', orders: 1, cents: 2500 });
    expect(sales.daily.reduce((sum, row) => sum + row.cents, 0)).toBe(6000);

    // Weeks run Monday to Sunday; the last is the week of today.
    expect(sales.weekly).toHaveLength(12);
    expect(sales.weekly.at(-1)).toEqual({ week: '2026-11-23', orders: 2, cents: 3500 });
    expect(sales.weekly.at(-2)).toEqual({ week: '2026-11-16', orders: 1, cents: 2500 });
    expect(sales.weekly.find((w) => w.week === '2026-09-28')).toEqual({ week: '2026-09-28', orders: 1, cents: 1000 });

    expect(sales.period).toEqual({ days: 30, orders: 3, cents: 6000, averageOrderCents: 2000, newMembers: 2, fundraiserSalesCents: 1500 });
    expect(sales.topProducts).toEqual([
      { name: 'Blue Cone', quantity: 2, cents: 4500 },
      { name: 'Pink Tub', quantity: 2, cents: 2000 },
    ]);
    // The stand's group gets half of its collected sales, and nothing was paid out yet.
    expect(sales.fundraiser).toEqual({ salesCents: 1500, owedCents: 750, groupsOwed: 1 });
  });

  it('is for admins only', async () => {
    const member = await createActor(database.db, ['user']);
    await expect(callerFor(database.db, member).admin.dashboard.sales()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
