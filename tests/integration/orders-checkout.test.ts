import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders, orderStatusHistory, products, productVariants } from '../../server/db/schema';
import type { CheckoutInput } from '@shared/schemas/orders';
import { ORDER_NUMBER_PATTERN } from '@shared/schemas/order-rules';
import { MemoryMailer } from '../../server/services/mailer';
import { seedSiteSettings } from '../../server/db/seed-data';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, orderCount, setBusinessLevel, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

// 2 x 16oz tub at $12.50 + 3 x cone at $4.15 = $25.00 + $12.45 = $37.45.
const basket = () => [
  { productId: f.tub.id, variantId: f.small.id, quantity: 2 },
  { productId: f.cone.id, variantId: null, quantity: 3 },
];
const pickupOrder = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  idempotencyKey: newKey(),
  lines: basket(),
  fulfilment: 'pickup',
  ...buyer,
  ...overrides,
});

async function expectRefused(run: () => Promise<unknown>, message: RegExp) {
  const before = await orderCount(database.db);
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  expect((error as TRPCError).message).toMatch(message);
  expect(await orderCount(database.db)).toBe(before);
}

describe('orders.quote: prices from the database', () => {
  it('prices variants and plain products for a visitor, without a discount', async () => {
    const quote = await callerFor(database.db, null).orders.quote({ lines: basket() });
    expect(quote.lines.map((l) => [l.size, l.unitPriceCents, l.quantity, l.lineTotalCents])).toEqual([
      ['16oz', 1250, 2, 2500],
      [null, 415, 3, 1245],
    ]);
    expect(quote).toMatchObject({ subtotalCents: 3745, discountPercent: 0, discountCents: 0, totalCents: 3745, member: false, problems: [] });
  });

  it('gives a level 4 member 10%, rounding half a cent up ($3.745 → $3.75)', async () => {
    const member = await createActor(database.db);
    await setBusinessLevel(database.db, member.user.id, 4);
    const quote = await callerFor(database.db, member).orders.quote({ lines: basket() });
    expect(quote).toMatchObject({ subtotalCents: 3745, discountPercent: 10, discountCents: 375, totalCents: 3370, member: true });
  });

  it('applies floor(level x 2.5) percent and caps it at 25', async () => {
    const member = await createActor(database.db);
    const caller = callerFor(database.db, member);
    const cases: [number, number, number][] = [
      // level, percent, discount on $37.45
      [1, 2, 75], // 74.9 → 75
      [3, 7, 262], // 262.15 → 262
      [9, 22, 824], // 823.9 → 824
      [10, 25, 936], // 936.25 → 936
      [11, 25, 936], // floor(27.5) = 27, capped at 25
      [40, 25, 936],
    ];
    for (const [level, percent, discount] of cases) {
      await setBusinessLevel(database.db, member.user.id, level);
      const quote = await caller.orders.quote({ lines: basket() });
      expect([level, quote.discountPercent, quote.discountCents, quote.totalCents]).toEqual([level, percent, discount, 3745 - discount]);
    }
  });

  it('reports an inactive product, an inactive size and a changed price line by line instead of failing', async () => {
    const quote = await callerFor(database.db, null).orders.quote({
      lines: [
        { productId: f.tub.id, variantId: f.small.id, quantity: 1, expectedUnitPriceCents: 1250 },
        { productId: f.tub.id, variantId: f.large.id, quantity: 1, expectedUnitPriceCents: 1999 },
        { productId: f.tub.id, variantId: f.retiredSize.id, quantity: 1 },
        { productId: f.retired.id, variantId: null, quantity: 1 },
      ],
    });
    expect(quote.lines.map((l) => l.problem?.kind ?? 'ok')).toEqual(['ok', 'price_changed', 'unavailable', 'unavailable']);
    expect(quote.lines[1]!.problem).toMatchObject({ previousUnitPriceCents: 1999 });
    expect(quote.problems).toEqual([
      `The price of ${f.tub.name} (32oz) changed from $19.99 to $20.99.`,
      `${f.tub.name} (64oz) is no longer available. Please remove it from your cart.`,
      `${f.retired.name} is no longer available. Please remove it from your cart.`,
    ]);
    // The unavailable lines are not counted; the changed one counts at today's price.
    expect(quote.subtotalCents).toBe(1250 + 2099);
  });

  it('refuses an empty cart and bad quantities', async () => {
    const caller = callerFor(database.db, null);
    await expect(caller.orders.quote({ lines: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'lines: Your cart is empty' });
    await expect(caller.orders.quote({ lines: [{ productId: f.cone.id, quantity: 26 }] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.orders.quote({
        lines: [
          { productId: f.cone.id, quantity: 20 },
          { productId: f.cone.id, quantity: 6 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'You can order at most 25 of one item' });
  });
});

describe('orders.place', () => {
  it('stores the order, its lines and its first status in one go, priced by the server, and emails the buyer', async () => {
    const mailer = new MemoryMailer();
    const placed = await callerFor(database.db, null, { mailer }).orders.place(
      pickupOrder({ notes: '  Extra napkins please  ', deliveryAddress: '1 Somewhere St, Atlanta' }),
    );
    expect(placed.created).toBe(true);
    expect(placed.order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(placed.order).toMatchObject({
      status: 'received',
      fulfilment: 'pickup',
      email: 'jamie.rivers@example.com',
      subtotalCents: 3745,
      discountCents: 0,
      totalCents: 3745,
      paymentLabel: 'Pay at pickup or on delivery',
      notes: 'Extra napkins please',
      // An address typed before switching to pickup is not kept.
      deliveryAddress: null,
      pickup: { address: '870 Marietta St NW, Suite 110, Atlanta, GA 30318', hoursText: 'Mon-Fri 9am-5pm EST' },
    });
    expect(placed.payment).toMatchObject({ status: 'due_on_fulfilment' });

    const [stored] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
    expect(stored).toMatchObject({ userId: null, paymentMethod: 'pay_on_fulfilment', totalCents: 3745, phone: '(404) 555-0199' });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, stored!.id));
    expect(lines.map((l) => [l.productName, l.size, l.unitPriceCents, l.quantity, l.lineTotalCents]).sort()).toEqual(
      [
        [f.tub.name, '16oz', 1250, 2, 2500],
        [f.cone.name, null, 415, 3, 1245],
      ].sort(),
    );
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, stored!.id));
    expect(history.map((h) => h.status)).toEqual(['received']);

    // The buyer's confirmation, and the business's new-order notice beside it.
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([seedSiteSettings.contact.email, 'jamie.rivers@example.com'].sort());
    const confirmation = mailer.sent.find((m) => m.to === 'jamie.rivers@example.com')!;
    expect(confirmation).toMatchObject({ to: 'jamie.rivers@example.com', subject: `Your Drip Cotton Candy order ${placed.order.orderNumber}` });
    expect(confirmation.text).toContain('Total: $37.45');
    expect(confirmation.text).toContain('Pay at pickup or on delivery');
    expect(confirmation.text).toContain(`/track-order?number=${placed.order.orderNumber}`);
  });

  it('ignores any price or total the browser sends', async () => {
    const tampered = {
      ...pickupOrder(),
      lines: basket().map((line) => ({ ...line, unitPriceCents: 1, priceCents: 1, lineTotalCents: 1 })),
      subtotalCents: 1,
      discountPercent: 99,
      discountCents: 3000,
      totalCents: 1,
    } as CheckoutInput;
    const placed = await callerFor(database.db, null).orders.place(tampered);
    expect(placed.order).toMatchObject({ subtotalCents: 3745, discountPercent: 0, discountCents: 0, totalCents: 3745 });
    expect(placed.order.lines.map((l) => l.unitPriceCents).sort()).toEqual([1250, 415].sort());
  });

  it('gives a signed-in member their discount, links the order to them and empties their saved cart', async () => {
    const member = await createActor(database.db);
    await setBusinessLevel(database.db, member.user.id, 4);
    const caller = callerFor(database.db, member);
    await caller.cart.add({ productId: f.cone.id, variantId: null, quantity: 3 });
    const placed = await caller.orders.place(pickupOrder({ email: member.user.email }));
    expect(placed.order).toMatchObject({ subtotalCents: 3745, discountPercent: 10, discountCents: 375, totalCents: 3370 });
    const [stored] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
    expect(stored!.userId).toBe(member.user.id);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id))).toEqual([]);
    expect(placed.order.lines).toHaveLength(2);
  });

  it('stores a delivery order with its address', async () => {
    const placed = await callerFor(database.db, null).orders.place(
      pickupOrder({ fulfilment: 'delivery', deliveryAddress: ' 55 Peachtree St NE, Atlanta, GA 30303 ' }),
    );
    expect(placed.order).toMatchObject({ fulfilment: 'delivery', deliveryAddress: '55 Peachtree St NE, Atlanta, GA 30303', pickup: null });
    expect(placed.order.statusPath).toEqual(['received', 'preparing', 'ready', 'out_for_delivery', 'completed']);
  });

  it('makes order numbers that are random, not sequential', async () => {
    const caller = callerFor(database.db, null);
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i += 1) numbers.add((await caller.orders.place(pickupOrder())).order.orderNumber);
    expect(numbers.size).toBe(5);
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('orders.place: idempotency', () => {
  // A mailbox of its own per test: the per-recipient mail cap counts every order mailed to one address.
  const ownMailbox = () => pickupOrder({ email: `idempotency-${Math.random().toString(36).slice(2, 8)}@example.com` });

  it('returns the same order for the same key and stores it once, with one email', async () => {
    const mailer = new MemoryMailer();
    const caller = callerFor(database.db, null, { mailer });
    const input = ownMailbox();
    const before = await orderCount(database.db);
    const first = await caller.orders.place(input);
    const second = await caller.orders.place(input);
    expect(second.order.orderNumber).toBe(first.order.orderNumber);
    expect([first.created, second.created]).toEqual([true, false]);
    expect(await orderCount(database.db)).toBe(before + 1);
    expect(mailer.sent.filter((m) => m.to !== seedSiteSettings.contact.email)).toHaveLength(1);
  });

  it('stores one order when two requests with the same key arrive at once', async () => {
    const mailer = new MemoryMailer();
    const input = ownMailbox();
    const before = await orderCount(database.db);
    const results = await Promise.all([
      callerFor(database.db, null, { mailer }).orders.place(input),
      callerFor(database.db, null, { mailer }).orders.place(input),
      callerFor(database.db, null, { mailer }).orders.place(input),
    ]);
    expect(new Set(results.map((r) => r.order.orderNumber)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await orderCount(database.db)).toBe(before + 1);
    const [stored] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(await database.db.select().from(orderLines).where(eq(orderLines.orderId, stored!.id))).toHaveLength(2);
    expect(mailer.sent.filter((m) => m.to !== seedSiteSettings.contact.email)).toHaveLength(1);
  });
});

describe('orders.place: refusals store nothing', () => {
  const caller = () => callerFor(database.db, null);

  it('refuses an empty cart', async () => {
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [] })), /Your cart is empty/);
  });

  it('refuses negative, zero, fractional, too large and non-numeric quantities', async () => {
    for (const quantity of [-1, 0, 1.5, 26, Number.NaN]) {
      await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: f.cone.id, quantity }] })), /Quantity|at most 25/);
    }
    await expectRefused(
      () => caller().orders.place(pickupOrder({ lines: [{ productId: f.cone.id, quantity: '2' as unknown as number }] })),
      /Quantity must be a whole number/,
    );
  });

  it('refuses unknown and inactive products and sizes', async () => {
    const unknown = crypto.randomUUID();
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: unknown, quantity: 1 }] })), /no longer available/);
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: 'not-an-id', quantity: 1 }] })), /Unknown product/);
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: f.retired.id, quantity: 1 }] })), /no longer available/);
    await expectRefused(
      () => caller().orders.place(pickupOrder({ lines: [{ productId: f.tub.id, variantId: f.retiredSize.id, quantity: 1 }] })),
      /\(64oz\) is no longer available/,
    );
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: f.tub.id, variantId: unknown, quantity: 1 }] })), /no longer available/);
    // A size of another product, a size for a product without sizes, and no size for a product sold by size.
    const [seedVariant] = await database.db.select().from(productVariants).where(eq(productVariants.isActive, true)).limit(1);
    await expectRefused(
      () => caller().orders.place(pickupOrder({ lines: [{ productId: f.tub.id, variantId: seedVariant!.id, quantity: 1 }] })),
      /no longer available/,
    );
    await expectRefused(
      () => caller().orders.place(pickupOrder({ lines: [{ productId: f.cone.id, variantId: f.small.id, quantity: 1 }] })),
      /no longer available/,
    );
    await expectRefused(() => caller().orders.place(pickupOrder({ lines: [{ productId: f.tub.id, quantity: 1 }] })), /Please choose a size/);
  });

  it('refuses a product switched off after it was added to the cart', async () => {
    const [later] = await database.db.insert(products).values({ name: 'Seasonal Swirl', category: 'cotton-candy', priceCents: 700 }).returning();
    const lines = [{ productId: later!.id, quantity: 1, expectedUnitPriceCents: 700 }];
    expect((await caller().orders.quote({ lines })).problems).toEqual([]);
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, later!.id));
    await expectRefused(() => caller().orders.place(pickupOrder({ lines })), /Seasonal Swirl is no longer available/);
  });

  it('refuses an order whose price changed since the buyer saw it, and accepts it once they have seen the new price', async () => {
    const input = pickupOrder({ lines: [{ productId: f.tub.id, variantId: f.large.id, quantity: 1, expectedUnitPriceCents: 1999 }] });
    await expectRefused(() => caller().orders.place(input), /The price of .* \(32oz\) changed from \$19\.99 to \$20\.99/);
    const accepted = await caller().orders.place({
      ...input,
      lines: [{ productId: f.tub.id, variantId: f.large.id, quantity: 1, expectedUnitPriceCents: 2099 }],
    });
    expect(accepted.order.totalCents).toBe(2099);
  });

  it('refuses a bad email, a bad phone, a missing name and a delivery without an address', async () => {
    await expectRefused(() => caller().orders.place(pickupOrder({ email: 'jamie@' })), /Please enter a valid email address/);
    for (const phone of ['', '12345', 'call me', '+1 404 555 0199 0000 0000']) {
      await expectRefused(() => caller().orders.place(pickupOrder({ phone })), /Please enter a valid phone number/);
    }
    await expectRefused(() => caller().orders.place(pickupOrder({ customerName: '   ' })), /Please enter your name/);
    await expectRefused(() => caller().orders.place(pickupOrder({ fulfilment: 'delivery' })), /Please enter a delivery address/);
    await expectRefused(() => caller().orders.place(pickupOrder({ fulfilment: 'delivery', deliveryAddress: '   ' })), /Please enter a delivery address/);
    await expectRefused(() => caller().orders.place(pickupOrder({ fulfilment: 'shipping' as 'pickup' })), /Please choose pickup or delivery/);
    await expectRefused(() => caller().orders.place(pickupOrder({ idempotencyKey: 'x' })), /Invalid request key/);
  });

  it('gives field messages a form can show beside its fields', async () => {
    const error = await caller()
      .orders.place(pickupOrder({ fulfilment: 'delivery', phone: 'nope' }))
      .catch((e: unknown) => e as TRPCError);
    expect(error).toBeInstanceOf(TRPCError);
    const issues = (error as TRPCError & { cause: { issues: { path: string[]; message: string }[] } }).cause.issues;
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['phone', 'Please enter a valid phone number'],
        ['deliveryAddress', 'Please enter a delivery address'],
      ]),
    );
  });
});

describe('orders.checkoutInfo', () => {
  it('says where and when pickup happens and how payment works', async () => {
    const info = await callerFor(database.db, null).orders.checkoutInfo();
    expect(info).toEqual({
      pickup: { address: '870 Marietta St NW, Suite 110, Atlanta, GA 30318', hoursText: 'Mon-Fri 9am-5pm EST', phone: '(404) 555-0142' },
      paymentLabel: 'Pay at pickup or on delivery',
      // Without Stripe's keys, card payment is not offered.
      cardLabel: null,
      maxQuantity: 25,
      maxLines: 30,
    });
  });
});
