import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contactMessages,
  eventBookings,
  fundraiserRegistrations,
  kidNominations,
  newsletterSignups,
  orderLines,
  orders,
  partyPackages,
} from '../../server/db/schema';
import { ADMIN_PAGE_SIZE, INBOX_KINDS } from '@shared/schemas/values';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let moderator: NonNullable<TestActor>;
const adminApi = () => callerFor(database.db, admin, { now: () => new Date('2030-01-02T10:00:00Z') });
let key = 0;
const nextKey = () => `test-key-${(key += 1)}-${Math.random().toString(36).slice(2, 8)}`;

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

let contactId: string;
let bookingId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin']);
  moderator = await createActor(database.db, ['moderator']);
  const db = database.db;
  const [pkg] = await db.select().from(partyPackages).limit(1);
  const [booking] = await db
    .insert(eventBookings)
    .values({
      idempotencyKey: nextKey(),
      name: 'Dana Lee',
      email: 'dana@example.com',
      phone: '404-555-0100',
      eventType: 'birthday',
      eventDate: '2030-03-03',
      eventTime: '15:00',
      location: 'Decatur',
      guests: 25,
      packageId: pkg?.id ?? null,
      specialRequests: 'Nut-free, please; "pink" everything',
    })
    .returning();
  bookingId = booking!.id;
  const [contact] = await db
    .insert(contactMessages)
    .values({
      idempotencyKey: nextKey(),
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'sam@example.com',
      subject: 'order',
      message: 'Line one,\nline "two"',
    })
    .returning();
  contactId = contact!.id;
  await db
    .insert(fundraiserRegistrations)
    .values({ idempotencyKey: nextKey(), kidName: 'Ava', parentEmail: 'p@example.com', city: 'Atlanta', agreeTerms: true });
  await db
    .insert(kidNominations)
    .values({ idempotencyKey: nextKey(), kidName: 'Leo', age: 10, story: 'Helps neighbours', nominatorName: 'Aunt May', nominatorEmail: 'may@example.com' });
  await db.insert(newsletterSignups).values({ email: '+1@example.com' });
});
afterAll(() => database.close());

describe('admin inbox', () => {
  it('is read by moderators, and changed and exported by admins only', async () => {
    expect((await callerFor(database.db, moderator).admin.inbox.list({ kind: 'contact' })).total).toBeGreaterThanOrEqual(1);
    expect((await failure(callerFor(database.db, moderator).admin.inbox.exportCsv({ kind: 'contact' }))).code).toBe('FORBIDDEN');
    expect((await failure(callerFor(database.db, null).admin.inbox.exportCsv({ kind: 'contact' }))).code).toBe('UNAUTHORIZED');
  });

  it('lists every kind of submission with its fields, newest first', async () => {
    for (const kind of INBOX_KINDS) {
      const result = await adminApi().admin.inbox.list({ kind });
      expect(result.total, kind).toBeGreaterThanOrEqual(1);
      expect(result.items[0]?.status, kind).toBe('new');
      expect(result.fields.length, kind).toBeGreaterThan(0);
    }
    const bookings = await adminApi().admin.inbox.list({ kind: 'bookings' });
    expect(bookings.items[0]?.values).toMatchObject({ name: 'Dana Lee', guests: 25, eventDate: '2030-03-03' });
    expect(bookings.fields.find((f) => f.key === 'specialRequests')).toMatchObject({ label: 'Special requests', inList: false });
  });

  it('shows one submission in detail, with the package name of a booking', async () => {
    const { item } = await adminApi().admin.inbox.get({ kind: 'bookings', id: bookingId });
    const [pkg] = await database.db.select().from(partyPackages).limit(1);
    expect(item.values.package).toBe(pkg?.name ?? '');
    expect((await failure(adminApi().admin.inbox.get({ kind: 'contact', id: bookingId }))).code).toBe('NOT_FOUND');
  });

  it('moves a submission through its statuses, filters by status and logs each change', async () => {
    await adminApi().admin.inbox.setStatus({ kind: 'contact', id: contactId, status: 'in_progress' });
    await adminApi().admin.inbox.setStatus({ kind: 'contact', id: contactId, status: 'done' });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    expect(row?.status).toBe('done');
    expect((await adminApi().admin.inbox.list({ kind: 'contact', status: 'done' })).items.map((r) => r.id)).toEqual([contactId]);
    expect((await adminApi().admin.inbox.list({ kind: 'contact', status: 'new' })).items).toEqual([]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, contactId));
    expect(audit.map((a) => [a.action, a.entity, a.detail])).toEqual(
      expect.arrayContaining([
        ['status', 'contact_message', { from: 'new', to: 'in_progress' }],
        ['status', 'contact_message', { from: 'in_progress', to: 'done' }],
      ]),
    );
    const unknown = await failure(adminApi().admin.inbox.setStatus({ kind: 'contact', id: bookingId, status: 'done' }));
    expect(unknown.code).toBe('NOT_FOUND');
    const badStatus = await failure(adminApi().admin.inbox.setStatus({ kind: 'contact', id: contactId, status: 'deleted' as 'done' }));
    expect(badStatus.code).toBe('BAD_REQUEST');
  });

  it('exports CSV with correct quoting and formula cells defused', async () => {
    const contact = await adminApi().admin.inbox.exportCsv({ kind: 'contact' });
    expect(contact.filename).toBe('contact-2030-01-02.csv');
    const lines = contact.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Received","Status","Name","Email","Subject","Message"');
    expect(contact.csv).toContain(`,"done","'=HYPERLINK(""http://evil.example"",""click"")","sam@example.com","Order Question","Line one,\nline ""two"""`);

    const newsletter = await adminApi().admin.inbox.exportCsv({ kind: 'newsletter', status: 'new' });
    expect(newsletter.filename).toBe('newsletter-new-2030-01-02.csv');
    expect(newsletter.csv).toContain(`,"new","'+1@example.com",""\r\n`);

    const bookings = await adminApi().admin.inbox.exportCsv({ kind: 'bookings' });
    expect(bookings.csv).toContain('"Nut-free, please; ""pink"" everything"');
  });

  it('pages long inboxes', async () => {
    const values = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, i) => ({ email: `reader-${i}@example.com` }));
    await database.db.insert(newsletterSignups).values(values);
    const first = await adminApi().admin.inbox.list({ kind: 'newsletter', page: 1 });
    const second = await adminApi().admin.inbox.list({ kind: 'newsletter', page: 2 });
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.items).toHaveLength(first.total - ADMIN_PAGE_SIZE);
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(first.total);
    // Searched by address, and sorted by it.
    expect((await adminApi().admin.inbox.list({ kind: 'newsletter', search: 'reader-1' })).total).toBe(11); // 1 and 10..19
    const byAddress = await adminApi().admin.inbox.list({ kind: 'newsletter', search: 'reader-', sort: 'name', dir: 'desc', pageSize: 2 });
    expect(byAddress.items.map((r) => r.values.email)).toEqual(['reader-9@example.com', 'reader-8@example.com']);
  });

  it('exports orders as CSV with their lines, money in dollars and formula cells defused', async () => {
    const [order] = await database.db
      .insert(orders)
      .values({
        orderNumber: 'DRP-ABC234',
        idempotencyKey: nextKey(),
        customerName: '@evil',
        email: 'buyer@example.com',
        phone: '+1 404 555 0100',
        fulfilment: 'delivery',
        deliveryAddress: '1 Peachtree St, Atlanta',
        status: 'preparing',
        paymentMethod: 'cash',
        subtotalCents: 3498,
        discountPercent: 10,
        discountCents: 350,
        totalCents: 3148,
      })
      .returning();
    await database.db.insert(orderLines).values([
      { orderId: order!.id, productName: 'Blue Tub', size: '16oz', unitPriceCents: 1299, quantity: 2, lineTotalCents: 2598 },
      { orderId: order!.id, productName: 'Sticker', size: null, unitPriceCents: 900, quantity: 1, lineTotalCents: 900 },
    ]);
    const all = await adminApi().admin.inbox.exportOrdersCsv({});
    expect(all.filename).toBe('orders-2030-01-02.csv');
    const [header, row] = all.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      [
        'Order number',
        'Placed',
        'Status',
        'Fulfilment',
        'Customer',
        'Email',
        'Phone',
        'Delivery address',
        'Items',
        'Subtotal',
        'Discount',
        'Code',
        'Code discount',
        'Sales tax',
        'Tip',
        'Total',
        'Payment',
        'Notes',
        'When',
        'Delivery ZIP',
        'Delivery fee',
        'Gift',
        'Gift note',
      ]
        .map((h) => `"${h}"`)
        .join(','),
    );
    expect(row).toContain(`"DRP-ABC234",`);
    expect(row).toContain(
      `,"Preparing","Local delivery","'@evil","buyer@example.com","'+1 404 555 0100","1 Peachtree St, Atlanta","2 x Blue Tub (16oz); 1 x Sticker","34.98","3.50","","0.00","0.00","0.00","31.48","cash",`,
    );
    expect((await adminApi().admin.inbox.exportOrdersCsv({ status: 'completed' })).csv).not.toContain('DRP-ABC234');
    expect((await failure(callerFor(database.db, moderator).admin.inbox.exportOrdersCsv({}))).code).toBe('FORBIDDEN');
  });
});
