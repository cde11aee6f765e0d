import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { callerFor, createActor } from '../helpers/callers';
import { timedRead } from '../helpers/timed-read';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The back office's lists at the size of a busy shop: 10,000 members and 10,000 orders. Each page is read on the
// server (never the whole table), searched, filtered and sorted there, and the default page is served from an index.
// Timings are printed (scripts/bench-admin-lists.mjs prints them too), never asserted: a slow machine is not a bug.

const ROWS = 10_000;
let database: TestDatabase;
let admin: Awaited<ReturnType<typeof createActor>>;

/** 10,000 members (every 10th a moderator; every 1000th named "Needle") and 10,000 orders, one a minute back from a fixed day. */
export async function seedLargeLists(db: Database, rows = ROWS) {
  await db.execute(sql`
    insert into users (email, password_hash, created_at)
    select 'member' || lpad(n::text, 5, '0') || '@example.com', 'not-a-hash', timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${rows}) n`);
  await db.execute(sql`
    insert into profiles (user_id, display_name)
    select id, case when email like '%000@example.com' then 'Needle ' || email else split_part(email, '@', 1) end from users where email like 'member%'`);
  await db.execute(sql`
    insert into user_roles (user_id, role) select id, 'moderator' from users where email like 'member%' and right(split_part(email, '@', 1), 1) = '0'`);
  await db.execute(sql`
    insert into orders (order_number, idempotency_key, customer_name, email, phone, fulfilment, status, payment_method, subtotal_cents, total_cents, created_at)
    select 'BULK-' || lpad(n::text, 5, '0'), 'bulk-key-' || n, 'Buyer ' || n, 'buyer' || n || '@example.com', '(404) 555-0100', 'pickup',
      (case when n % 4 = 0 then 'completed' else 'received' end)::order_status, 'pay_on_fulfilment', 100 + n, 100 + n,
      timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${rows}) n`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze profiles`);
  await db.execute(sql`analyze user_roles`);
  await db.execute(sql`analyze orders`);
}

function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  return timedRead(database.kind, label, run);
}

async function plan(db: Database, query: ReturnType<typeof sql>): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createActor(database.db, ['admin']);
  await seedLargeLists(database.db);
}, 600_000);
afterAll(() => database.close());

describe('back-office lists at 10,000 rows', () => {
  it('pages users newest first, and the page is read from the created_at index', async () => {
    const caller = callerFor(database.db, admin);
    await caller.admin.users.list({}); // warm-up: the first query of a connection prepares its plans
    const page = await timed('users page 1', () => caller.admin.users.list({ page: 1, pageSize: 25 }));
    expect(page.total).toBe(ROWS + 1);
    expect(page.items).toHaveLength(25);
    expect(page.pageCount).toBe(Math.ceil((ROWS + 1) / 25));
    // The admin joined now, after every seeded member (their days are in the past), so it heads the list.
    expect(page.items.slice(0, 3).map((u) => u.email)).toEqual([admin.user.email, 'member10000@example.com', 'member09999@example.com']);
    const deep = await timed('users page 200', () => caller.admin.users.list({ page: 200, pageSize: 25 }));
    expect(deep.items[0]!.email).toBe(`member${String(ROWS + 1 - 199 * 25).padStart(5, '0')}@example.com`);

    const explained = await plan(database.db, sql`select id from users order by created_at desc, id desc limit 25`);
    expect(explained).toMatch(/Index (Only )?Scan Backward using users_created_idx/);
  });

  it('searches users by address or name, filters by role and sorts by address', async () => {
    const caller = callerFor(database.db, admin);
    const byName = await timed('users search "needle"', () => caller.admin.users.list({ search: 'needle' }));
    expect(byName.total).toBe(10);
    expect(byName.items.every((u) => u.displayName?.startsWith('Needle'))).toBe(true);
    const byAddress = await caller.admin.users.list({ search: 'member0012' });
    expect(byAddress.items.map((u) => u.email).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `member0012${i}@example.com`));
    // A LIKE wildcard in the search is a literal character, not "anything".
    expect((await caller.admin.users.list({ search: '%' })).total).toBe(0);

    const moderators = await timed('users role=moderator', () => caller.admin.users.list({ role: 'moderator', pageSize: 100 }));
    expect(moderators.total).toBe(ROWS / 10);
    expect(moderators.items.every((u) => u.roles.includes('moderator'))).toBe(true);

    const byEmail = await caller.admin.users.list({ sort: 'email', dir: 'asc', pageSize: 3 });
    // The admin's address ('admin-…') sorts before every 'member…'.
    expect(byEmail.items.map((u) => u.email)).toEqual([admin.user.email, 'member00001@example.com', 'member00002@example.com']);
  });

  it('pages, filters, searches and sorts orders, and the default page is read from the created_at index', async () => {
    const caller = callerFor(database.db, admin);
    await caller.admin.orders.list({});
    const page = await timed('orders page 1', () => caller.admin.orders.list({ page: 1, pageSize: 20 }));
    expect(page.total).toBe(ROWS);
    expect(page.items[0]!.orderNumber).toBe('BULK-10000');
    const completed = await timed('orders status=completed', () => caller.admin.orders.list({ status: 'completed', pageSize: 20 }));
    expect(completed.total).toBe(ROWS / 4);
    expect(completed.items.every((o) => o.status === 'completed')).toBe(true);
    const searched = await timed('orders search', () => caller.admin.orders.list({ search: 'BULK-0999' }));
    expect(searched.total).toBe(10);
    const byTotal = await caller.admin.orders.list({ sort: 'total', dir: 'asc', pageSize: 2 });
    expect(byTotal.items.map((o) => o.totalCents)).toEqual([101, 102]);
    const byCustomer = await caller.admin.orders.list({ sort: 'customer', dir: 'desc', pageSize: 1 });
    expect(byCustomer.items[0]!.customerName).toBe('Buyer 9999');

    expect(await plan(database.db, sql`select id from orders order by created_at desc, id desc limit 20`)).toMatch(
      /Index (Only )?Scan Backward using orders_created_idx/,
    );
    expect(await plan(database.db, sql`select id from orders where status = 'completed' order by created_at desc limit 20`)).toMatch(
      /orders_status_created_idx/,
    );
  });

  it('refuses a page size beyond the cap and an unknown sort with a readable message', async () => {
    const caller = callerFor(database.db, admin);
    await expect(caller.admin.users.list({ pageSize: 5000 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'pageSize: Invalid page size' });
    await expect(caller.admin.orders.list({ sort: 'password' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'sort: Unknown sort' });
  });
});
