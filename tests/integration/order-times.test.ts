import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orders, orderSlots } from '../../server/db/schema';
import { MemoryMailer } from '../../server/services/mailer';
import { atlantaMoment } from '@shared/fulfilment-times';
import type { FulfilmentSettings } from '@shared/schemas/fulfilment';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, orderCount, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Pickup and delivery times from the business's hours, with capacity per slot, and delivery zones with a fee and a
// minimum. The clock is injected: Thursday Nov 26, 2026, 10:00 in Atlanta.

const NOW = new Date('2026-11-26T15:00:00Z');
const SCHEDULE: FulfilmentSettings = {
  // Sunday and Monday closed; Saturday open shorter.
  week: [
    { open: '', close: '' },
    { open: '', close: '' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '18:00' },
    { open: '10:00', close: '16:00' },
  ],
  closedDays: ['2026-11-27'],
  slotMinutes: 60,
  leadHours: 4,
  capacity: 2,
  daysAhead: 7,
  zones: [
    { zip: '30318', feeCents: 500, minimumCents: 2000 },
    { zip: '30306', feeCents: 750, minimumCents: 0 },
  ],
};

let database: TestDatabase;
let f: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;
const mailer = new MemoryMailer();

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
  await staff().admin.fulfilment.update(SCHEDULE);
});
afterAll(async () => {
  await database.close();
});

const visitor = (now = NOW) => callerFor(database.db, null, { mailer, now: () => now });
const staff = () => callerFor(database.db, admin, { mailer, now: () => NOW });

function order(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: newKey(),
    lines: [{ productId: f.cone.id, variantId: null, quantity: 1 }],
    fulfilment: 'pickup' as const,
    ...buyer,
    email: `times-${Math.random().toString(36).slice(2, 8)}@example.com`,
    ...overrides,
  };
}

async function takenIn(date: string, start: string): Promise<number> {
  const [row] = await database.db
    .select()
    .from(orderSlots)
    .where(eq(orderSlots.startsAt, atlantaMoment(date, start)));
  return row?.taken ?? 0;
}

describe('slots from the business hours', () => {
  it('offers open weekdays from the lead time on, skips closed weekdays and closed days, and includes Saturday', async () => {
    const options = await visitor().orders.fulfilmentOptions();
    expect(options.timesRequired).toBe(true);
    const days = [...new Set(options.slots.map((slot) => slot.date))];
    // Thursday from 14:00 (10:00 + 4 hours), Friday the 27th closed, Sunday and Monday closed, up to Thursday Dec 3.
    expect(days).toEqual(['2026-11-26', '2026-11-28', '2026-12-01', '2026-12-02', '2026-12-03']);
    expect(options.slots.filter((slot) => slot.date === '2026-11-26').map((slot) => slot.start)).toEqual(['14:00', '15:00', '16:00', '17:00']);
    const saturday = options.slots.filter((slot) => slot.date === '2026-11-28');
    expect(saturday.map((slot) => slot.start)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(saturday.find((slot) => slot.start === '14:00')!.label).toBe('Saturday, Nov 28, 2 – 3 pm');
    // Atlanta time whatever the server's zone: 2 pm EST is 19:00 UTC.
    expect(saturday.find((slot) => slot.start === '14:00')!.startsAt.toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('moves with the clock: later the same day the passed slots are gone', async () => {
    const later = await visitor(new Date('2026-11-26T19:30:00Z')).orders.fulfilmentOptions();
    expect(later.slots[0]).toMatchObject({ date: '2026-11-28', start: '10:00' });
  });

  it('a Saturday pickup is stored with its time, and the tracking page, mail and staff view say when', async () => {
    const placed = await visitor().orders.place(order({ slotDate: '2026-11-28', slotStart: '14:00' }));
    expect(placed.order.when).toBe('Pickup Saturday, Nov 28, 2 – 3 pm');
    const mail = mailer.sent.find((m) => m.to === placed.order.email)!;
    expect(mail.text).toContain('Pickup Saturday, Nov 28, 2 – 3 pm');
    expect(mail.text).not.toContain('Mon-Fri');
    const tracked = await visitor().orders.track({ orderNumber: placed.order.orderNumber, email: placed.order.email });
    expect(tracked.when).toBe('Pickup Saturday, Nov 28, 2 – 3 pm');
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
    const detail = await staff().admin.orders.get({ id: row!.id });
    expect(detail.when).toBe('Pickup Saturday, Nov 28, 2 – 3 pm');
    const list = await staff().admin.orders.list({ search: placed.order.orderNumber });
    expect(list.items[0]).toMatchObject({ when: 'Pickup Saturday, Nov 28, 2 – 3 pm' });
    expect(await takenIn('2026-11-28', '14:00')).toBe(1);
  });

  it('refuses a forged time (closed day, closed weekday, off the slot grid, inside the lead time, none) and stores nothing', async () => {
    const before = await orderCount(database.db);
    for (const [slotDate, slotStart] of [
      ['2026-11-27', '12:00'],
      ['2026-11-29', '12:00'],
      ['2026-11-28', '14:30'],
      ['2026-11-26', '11:00'],
      ['2026-11-28', '16:00'],
      ['2026-12-10', '12:00'],
    ]) {
      await expect(visitor().orders.place(order({ slotDate, slotStart }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Please choose one of the times offered.'),
      });
    }
    await expect(visitor().orders.place(order())).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please choose a day and time.'),
    });
    expect(await orderCount(database.db)).toBe(before);
  });
});

describe('capacity', () => {
  it('six buyers at once for a slot with room for two: two get it, four are told it was taken, and it leaves the list', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => visitor().orders.place(order({ slotDate: '2026-12-01', slotStart: '11:00' }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/just taken by another order/) });
    expect(await takenIn('2026-12-01', '11:00')).toBe(2);
    const options = await visitor().orders.fulfilmentOptions();
    expect(options.slots.some((slot) => slot.date === '2026-12-01' && slot.start === '11:00')).toBe(false);
  });

  it('a cancelled order frees its place, once', async () => {
    const placed = await Promise.all([0, 1].map(() => visitor().orders.place(order({ slotDate: '2026-12-02', slotStart: '10:00' }))));
    await expect(visitor().orders.place(order({ slotDate: '2026-12-02', slotStart: '10:00' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed[0]!.order.orderNumber));
    await staff().admin.orders.setStatus({ id: row!.id, status: 'cancelled' });
    expect(await takenIn('2026-12-02', '10:00')).toBe(1);
    expect((await visitor().orders.fulfilmentOptions()).slots.some((slot) => slot.date === '2026-12-02' && slot.start === '10:00')).toBe(true);
    await visitor().orders.place(order({ slotDate: '2026-12-02', slotStart: '10:00' }));
    expect(await takenIn('2026-12-02', '10:00')).toBe(2);
  });
});

describe('pickup at a pop-up event', () => {
  it('is offered only for an upcoming event that allows pickup, and the order says where and when', async () => {
    const [open] = await database.db
      .insert(events)
      .values({ title: 'Decatur Pop-Up', location: 'Decatur Square', eventDate: '2026-12-05', startTime: '13:00', endTime: '17:00', allowsPickup: true })
      .returning();
    const [closed] = await database.db
      .insert(events)
      .values({ title: 'No Pickup Fair', location: 'Somewhere', eventDate: '2026-12-05', startTime: '13:00', endTime: '17:00' })
      .returning();
    const options = await visitor().orders.fulfilmentOptions();
    expect(options.events.map((event) => event.id)).toEqual([open!.id]);
    const placed = await visitor().orders.place(order({ pickupEventId: open!.id }));
    expect(placed.order.when).toBe('Pickup at Decatur Pop-Up (Decatur Square), Saturday, Dec 5, 1 – 5 pm');
    await expect(visitor().orders.place(order({ pickupEventId: closed!.id }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Once it has started it is no longer offered.
    await expect(visitor(new Date('2026-12-05T18:30:00Z')).orders.place(order({ pickupEventId: open!.id }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('delivery zones', () => {
  const delivery = (zip: string, quantity = 5) =>
    order({
      fulfilment: 'delivery',
      deliveryAddress: '870 Marietta St NW, Atlanta, GA',
      deliveryZip: zip,
      slotDate: '2026-12-03',
      slotStart: '12:00',
      lines: [{ productId: f.cone.id, variantId: null, quantity }],
    });

  it('refuses a ZIP outside the zones, naming the ones served, and stores nothing', async () => {
    const before = await orderCount(database.db);
    await expect(visitor().orders.place(delivery('43215'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('We deliver only to ZIP codes 30318, 30306. Please choose pickup, or a delivery address in one of them.'),
    });
    await expect(visitor().orders.place({ ...delivery('30318'), deliveryZip: undefined })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await orderCount(database.db)).toBe(before);
    expect(await takenIn('2026-12-03', '12:00')).toBe(0);
  });

  it('refuses an order under the zone minimum, saying how much more is needed', async () => {
    // One cone is $4.15; 30318 needs $20.00.
    await expect(visitor().orders.place(delivery('30318', 1))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Delivery to 30318 needs an order of at least $20.00: add $15.85 more, or choose pickup.'),
    });
  });

  it('adds the zone fee as its own line of the total, in the mail and the staff view', async () => {
    const placed = await visitor().orders.place(delivery('30318', 5));
    expect(placed.order).toMatchObject({ subtotalCents: 2075, deliveryFeeCents: 500, totalCents: 2575, when: 'Delivery Thursday, Dec 3, 12 – 1 pm' });
    const mail = mailer.sent.find((m) => m.to === placed.order.email)!;
    expect(mail.text).toMatch(/Delivery fee:?\s+\$5\.00/);
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
    expect(row).toMatchObject({ deliveryZip: '30318', deliveryFeeCents: 500, totalCents: 2575 });
    const csv = (await staff().admin.inbox.exportOrdersCsv({})).csv;
    expect(csv.split('\n')[0]).toContain('"When","Delivery ZIP","Delivery fee"');
    expect(csv).toContain('"Delivery Thursday, Dec 3, 12 – 1 pm","30318","5.00"');
  });
});

describe('settings', () => {
  it('staff cannot save hours that close before they open, or a ZIP twice', async () => {
    await expect(
      staff().admin.fulfilment.update({ ...SCHEDULE, week: SCHEDULE.week.map((day, index) => (index === 2 ? { open: '18:00', close: '10:00' } : day)) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(staff().admin.fulfilment.update({ ...SCHEDULE, zones: [...SCHEDULE.zones, SCHEDULE.zones[0]!] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await staff().admin.fulfilment.get()).settings).toEqual(SCHEDULE);
  });
});
