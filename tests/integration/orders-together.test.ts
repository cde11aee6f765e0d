import { eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discountCodes, mailOutbox, orderLines, orders, orderStatusHistory, products } from '../../server/db/schema';
import { createAppCaches } from '../../server/services/app-caches';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Orders placed at the same moment are written in one database call (store_orders): each whole or not at all, with
// its lines, first status and mails; an order refused inside the call (the last of an item, a code's last use) leaves
// nothing behind while the others in the call are stored; a call the database cannot answer is made again per order.
// The orders of one call are those priced while the call before it ran, so how many share a call is not fixed.
const NOW = new Date('2030-05-06T14:00:00Z');

let database: TestDatabase;
let f: CommerceFixtures;
let caches: ReturnType<typeof createAppCaches>;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
  caches = createAppCaches(createLocalBus());
});
afterAll(() => database.close());

// The callers share the site's caches, as the requests of one server do; each has its own client address.
const visitor = () => callerFor(database.db, null, { now: () => NOW, mailQueued: async () => {}, caches });
const email = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const cones = (quantity: number, change: Record<string, unknown> = {}) => ({
  idempotencyKey: newKey(),
  lines: [{ productId: f.cone.id, variantId: null, quantity }],
  fulfilment: 'pickup' as const,
  ...buyer,
  email: email('together'),
  ...change,
});

const dialect = new PgDialect();
function storeCalls(execute: { mock: { calls: unknown[][] } }): number {
  return execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes('store_orders(')).length;
}

async function ordersTo(recipients: string[]) {
  return database.db.select().from(orders).where(inArray(orders.email, recipients));
}

describe('orders placed together', () => {
  it('writes twelve in a few calls, each with its lines, its first status and its two mails', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    try {
      // The first order reads the mail's brand and the settings into the caches; the next twelve arrive together.
      await visitor().orders.place(cones(1));
      execute.mockClear();
      const inputs = Array.from({ length: 12 }, (_, index) => cones(index + 1));
      const placed = await Promise.all(inputs.map((input) => visitor().orders.place(input)));
      // The first order to be priced is called at once; the ones priced while a call runs go together in the next.
      expect(storeCalls(execute)).toBeLessThan(inputs.length);
      expect(new Set(placed.map((answer) => answer.order.orderNumber)).size).toBe(12);
      const rows = await ordersTo(inputs.map((input) => input.email));
      expect(rows).toHaveLength(12);
      for (const [index, input] of inputs.entries()) {
        const row = rows.find((candidate) => candidate.email === input.email)!;
        expect(row.totalCents).toBe(placed[index]!.order.totalCents);
        expect(row.createdAt).toEqual(placed[index]!.order.createdAt);
        const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
        expect(lines).toEqual([expect.objectContaining({ productId: f.cone.id, quantity: index + 1, unitPriceCents: 415, lineTotalCents: 415 * (index + 1) })]);
        const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
        expect(history.map((step) => step.status)).toEqual(['received']);
        const confirmation = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, input.email));
        expect(confirmation).toEqual([expect.objectContaining({ kind: 'owed', status: 'pending' })]);
        expect(confirmation[0]!.textBody).toContain(row.orderNumber);
      }
    } finally {
      execute.mockRestore();
    }
  });

  it('prices carts checked out together from one read of the catalog, each from its own products and sizes', async () => {
    const carts = [
      [{ productId: f.cone.id, variantId: null, quantity: 2 }],
      [{ productId: f.tub.id, variantId: f.small.id, quantity: 1 }],
      [
        { productId: f.tub.id, variantId: f.large.id, quantity: 3 },
        { productId: f.cone.id, variantId: null, quantity: 1 },
      ],
      [{ productId: f.retired.id, variantId: null, quantity: 1 }],
      [{ productId: f.tub.id, variantId: f.retiredSize.id, quantity: 1 }],
      // A size of another product is not a size of this one, though both were read for the carts together.
      [{ productId: f.cone.id, variantId: f.small.id, quantity: 1 }],
    ];
    const quote = (lines: (typeof carts)[number]) => visitor().orders.quote({ lines, tip: { kind: 'none' } });
    // The first quote reads the settings into the caches; the next six arrive together.
    await quote(carts[0]!);
    const select = vi.spyOn(database.db, 'select');
    try {
      const quotes = await Promise.all(carts.map(quote));
      // One read of the products and one of the sizes for all six, where each cart used to read its own.
      expect(select.mock.calls.length).toBeLessThanOrEqual(2);
      expect(quotes.map((quote) => quote.subtotalCents)).toEqual([830, 1250, 3 * 2099 + 415, 0, 0, 0]);
      expect(quotes.map((quote) => quote.lines.map((line) => line.size))).toEqual([[null], ['16oz'], ['32oz', null], [null], ['64oz'], [null]]);
      expect(quotes.map((quote) => quote.lines.map((line) => line.problem?.kind ?? null))).toEqual([
        [null],
        [null],
        [null, null],
        ['unavailable'],
        ['unavailable'],
        ['unavailable'],
      ]);
    } finally {
      select.mockRestore();
    }
  });

  it('stores a checkout sent twice in one call once and answers both with the same order', async () => {
    const input = cones(2);
    const [first, second] = await Promise.all([visitor().orders.place(input), visitor().orders.place(input)]);
    expect(second.order.orderNumber).toBe(first.order.orderNumber);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await ordersTo([input.email])).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, input.email))).toHaveLength(1);
  });

  it('sells the last three cones to orders that fit; the refused order leaves no row, line or mail', async () => {
    await database.db.update(products).set({ stockCount: 3 }).where(eq(products.id, f.cone.id));
    try {
      // Whichever order is written first, two of them fit the three cones and one order of two does not.
      const inputs = [cones(2), cones(2), cones(1)];
      const results = await Promise.allSettled(inputs.map((input) => visitor().orders.place(input)));
      const refused = inputs.filter((_, index) => results[index]!.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.lines[0]!.quantity).toBe(2);
      const reason = (results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
      expect(reason).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/Only 1 of .* is left|sold out/) });
      const [cone] = await database.db.select({ stock: products.stockCount }).from(products).where(eq(products.id, f.cone.id));
      expect(cone!.stock).toBe(0);
      expect(await ordersTo([refused[0]!.email])).toEqual([]);
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, refused[0]!.email))).toEqual([]);
      expect(await ordersTo(inputs.map((input) => input.email))).toHaveLength(2);
    } finally {
      await database.db.update(products).set({ stockCount: null }).where(eq(products.id, f.cone.id));
    }
  });

  it('gives a code’s last use to one order of the call; the refused order takes nothing else', async () => {
    const code = await callerFor(database.db, admin, { now: () => NOW }).admin.discountCodes.create({
      code: `LASTONE${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      kind: 'percent',
      value: 10,
      minOrderCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: 1,
      isActive: true,
    });
    await database.db.update(products).set({ stockCount: 10 }).where(eq(products.id, f.cone.id));
    try {
      const inputs = [cones(1, { discountCode: code.code }), cones(1, { discountCode: code.code })];
      const results = await Promise.allSettled(inputs.map((input) => visitor().orders.place(input)));
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      // Refused when it was priced (the other order was written first) or when it was written (both priced first).
      expect(refused.reason).toMatchObject({ message: expect.stringMatching(/been used up/) });
      const [used] = await database.db.select({ usedCount: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(used!.usedCount).toBe(1);
      // The refused order's stock was given back with the rest of it.
      const [cone] = await database.db.select({ stock: products.stockCount }).from(products).where(eq(products.id, f.cone.id));
      expect(cone!.stock).toBe(9);
    } finally {
      await database.db.update(products).set({ stockCount: null }).where(eq(products.id, f.cone.id));
    }
  });

  it('writes each order of a call the database could not answer with a call of its own', async () => {
    const realExecute = database.db.execute.bind(database.db);
    const execute = vi.spyOn(database.db, 'execute');
    let droppedOrders = 0;
    execute.mockImplementation((query) => {
      const { sql, params } = dialect.sqlToQuery(query as SQL);
      // The first call carrying several orders fails as a dropped connection would.
      if (droppedOrders === 0 && sql.includes('store_orders(') && (JSON.parse(params[0] as string) as unknown[]).length > 1) {
        droppedOrders = (JSON.parse(params[0] as string) as unknown[]).length;
        return Promise.reject(new Error('connection dropped')) as never;
      }
      return realExecute(query);
    });
    try {
      const inputs = Array.from({ length: 6 }, () => cones(1));
      const placed = await Promise.all(inputs.map((input) => visitor().orders.place(input)));
      expect(droppedOrders).toBeGreaterThan(1);
      expect(placed.every((answer) => answer.created)).toBe(true);
      expect(await ordersTo(inputs.map((input) => input.email))).toHaveLength(6);
    } finally {
      execute.mockRestore();
    }
  });
});
