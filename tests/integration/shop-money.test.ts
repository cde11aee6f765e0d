import { TRPCError } from '@trpc/server';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes, mailOutbox, orders, siteSettings } from '../../server/db/schema';
import { seedSiteSettings } from '../../server/db/seed-data';
import { drawnMailHtml } from '../../server/services/mail/layout';
import { SALES_TAX_SETTINGS_KEY } from '../../server/services/order-money';
import { writeSetting } from '../../server/services/site-settings';
import type { CheckoutInput } from '@shared/schemas/orders';
import type { DiscountCodeInput } from '@shared/schemas/shop-money';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, orderCount, setBusinessLevel, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The order's money lines (sales tax, tip, discount codes), all computed on the server, and the gift note's way into
// the mails. The clock is injected: every code's window is tested against a fixed instant.
const NOW = new Date('2026-06-15T16:00:00Z');
const now = () => NOW;

let database: TestDatabase;
let f: CommerceFixtures;
let admin: NonNullable<TestActor>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());
beforeEach(async () => {
  await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 0 });
});

// 2 x 16oz tub at $12.50 + 3 x cone at $4.15 = $37.45.
const basket = () => [
  { productId: f.tub.id, variantId: f.small.id, quantity: 2 },
  { productId: f.cone.id, variantId: null, quantity: 3 },
];
const order = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  idempotencyKey: newKey(),
  lines: basket(),
  fulfilment: 'pickup',
  ...buyer,
  email: `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`,
  ...overrides,
});
const visitor = () => callerFor(database.db, null, { now });
const staff = () => callerFor(database.db, admin, { now });

let codeCounter = 0;
async function makeCode(overrides: Partial<DiscountCodeInput> = {}) {
  codeCounter += 1;
  return staff().admin.discountCodes.create({
    code: `TEST${codeCounter}`,
    kind: 'percent',
    value: 20,
    minOrderCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    isActive: true,
    ...overrides,
  });
}

async function refusal(run: () => Promise<unknown>): Promise<TRPCError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function storedOrder(orderNumber: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

describe('sales tax', () => {
  it('is its own line at the rate staff set, on the goods after discounts, rounded to the nearest cent (halves up)', async () => {
    await staff().admin.settings.update({
      contact: seedSiteSettings.contact,
      social: seedSiteSettings.social,
      salesTax: { ratePercent: 8.9 },
    });
    // $37.45 x 8.90% = $3.33305 → $3.33.
    const quote = await visitor().orders.quote({ lines: basket() });
    expect(quote).toMatchObject({ subtotalCents: 3745, taxRateBasisPoints: 890, taxCents: 333, tipCents: 0, totalCents: 4078 });
    const placed = await visitor().orders.place(order());
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({ taxRateBasisPoints: 890, taxCents: 333, totalCents: 4078 });
    expect((await staff().admin.settings.get()).salesTax).toEqual({ ratePercent: 8.9 });
  });

  it("is Georgia's state rate (4%) while staff never set one", async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, SALES_TAX_SETTINGS_KEY));
    // $37.45 x 4% = $1.498 → $1.50.
    expect(await visitor().orders.quote({ lines: basket() })).toMatchObject({ taxRateBasisPoints: 400, taxCents: 150, totalCents: 3895 });
  });

  it('refuses a rate above 20% or with more than two decimals', async () => {
    for (const ratePercent of [20.5, 8.875, -1]) {
      const error = await refusal(() =>
        staff().admin.settings.update({ contact: seedSiteSettings.contact, social: seedSiteSettings.social, salesTax: { ratePercent } }),
      );
      expect(error.code).toBe('BAD_REQUEST');
    }
  });

  it('is taken on what is left after a code, and the tip is not taxed', async () => {
    await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 10 });
    const code = await makeCode({ kind: 'amount', value: 745 });
    // Goods $30.00 after the $7.45 code; tax $3.00; a 20% tip of the goods $6.00.
    const quote = await visitor().orders.quote({ lines: basket(), discountCode: code.code.toLowerCase(), tip: { kind: 'percent', percent: 20 } });
    expect(quote).toMatchObject({ codeDiscountCents: 745, taxCents: 300, tipCents: 600, totalCents: 3000 + 300 + 600 });
  });
});

describe('tip', () => {
  it('takes a preset percent of the goods or a custom amount up to $100', async () => {
    expect(await visitor().orders.quote({ lines: basket(), tip: { kind: 'percent', percent: 15 } })).toMatchObject({ tipCents: 562, totalCents: 3745 + 562 });
    expect(await visitor().orders.quote({ lines: basket(), tip: { kind: 'amount', cents: 10_000 } })).toMatchObject({ tipCents: 10_000 });
    const placed = await visitor().orders.place(order({ tip: { kind: 'amount', cents: 500 } }));
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({ tipCents: 500, totalCents: 4245 });
  });

  it('refuses a tip over $100, a negative one, a fraction of a cent and a percent that is not offered, storing nothing', async () => {
    const before = await orderCount(database.db);
    const bad = [
      { kind: 'amount', cents: 10_001 },
      { kind: 'amount', cents: -100 },
      { kind: 'amount', cents: 1.5 },
      { kind: 'percent', percent: 50 },
    ] as unknown as CheckoutInput['tip'][];
    for (const tip of bad) {
      expect((await refusal(() => visitor().orders.place(order({ tip })))).code).toBe('BAD_REQUEST');
    }
    expect(await orderCount(database.db)).toBe(before);
  });
});

describe('a forged total', () => {
  it('changes nothing: amounts a client sends are not read', async () => {
    const forged = { ...order(), totalCents: 1, taxCents: 0, tipCents: 0, codeDiscountCents: 3700, discountCents: 3700, subtotalCents: 1 } as CheckoutInput;
    const placed = await visitor().orders.place(forged);
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({ subtotalCents: 3745, codeDiscountCents: 0, discountCents: 0, totalCents: 3745 });
  });
});

describe('discount codes', () => {
  it('take a percent or an amount off the subtotal, typed in any case', async () => {
    const percent = await makeCode({ kind: 'percent', value: 10 });
    const amount = await makeCode({ kind: 'amount', value: 500 });
    expect(await visitor().orders.quote({ lines: basket(), discountCode: ` ${percent.code.toLowerCase()} ` })).toMatchObject({
      discountCode: percent.code,
      codeDiscountCents: 375,
      totalCents: 3370,
      codeMessage: null,
    });
    const placed = await visitor().orders.place(order({ discountCode: amount.code }));
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({
      discountCode: amount.code,
      discountCodeId: amount.id,
      codeDiscountCents: 500,
      totalCents: 3245,
    });
    const [counted] = await database.db.select({ usedCount: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, amount.id));
    expect(counted?.usedCount).toBe(1);
  });

  it('never take more than the subtotal', async () => {
    const big = await makeCode({ kind: 'amount', value: 100_000 });
    expect(await visitor().orders.quote({ lines: basket(), discountCode: big.code })).toMatchObject({ codeDiscountCents: 3745, totalCents: 0 });
  });

  it('apply only inside their dates, while switched on, and from their minimum order; outside, the order is refused and nothing is stored', async () => {
    const later = await makeCode({ startsAt: new Date('2026-06-16T00:00:00Z') });
    const over = await makeCode({ endsAt: NOW });
    const off = await makeCode({ isActive: false });
    const minimum = await makeCode({ minOrderCents: 5000 });
    const cases: [string, RegExp][] = [
      [later.code, /not valid yet/],
      [over.code, /expired/],
      [off.code, /not valid/],
      [minimum.code, /at least \$50\.00/],
      ['NOSUCHCODE', /not valid/],
    ];
    for (const [code, message] of cases) {
      const quote = await visitor().orders.quote({ lines: basket(), discountCode: code });
      expect(quote).toMatchObject({ codeDiscountCents: 0, totalCents: 3745, codeRefused: true });
      expect(quote.codeMessage).toMatch(message);
      const before = await orderCount(database.db);
      const error = await refusal(() => visitor().orders.place(order({ discountCode: code })));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(message);
      expect(await orderCount(database.db)).toBe(before);
    }
    // From its start, the later code applies (the clock moved on).
    const atStart = callerFor(database.db, null, { now: () => new Date('2026-06-16T00:00:00Z') });
    expect(await atStart.orders.quote({ lines: basket(), discountCode: later.code })).toMatchObject({ codeDiscountCents: 749 });
    // A bigger order reaches the minimum.
    const bigger = [...basket(), { productId: f.tub.id, variantId: f.large.id, quantity: 1 }];
    expect(await visitor().orders.quote({ lines: bigger, discountCode: minimum.code })).toMatchObject({ subtotalCents: 5844, codeDiscountCents: 1169 });
  });

  it('and the member discount never both apply: the larger one does, and a tie keeps the member discount', async () => {
    const member = await createActor(database.db);
    await setBusinessLevel(database.db, member.user.id, 4); // 10% = $3.75 of $37.45
    const asMember = callerFor(database.db, member, { now });
    const smaller = await makeCode({ kind: 'percent', value: 5 });
    const same = await makeCode({ kind: 'amount', value: 375 });
    const larger = await makeCode({ kind: 'percent', value: 20 });

    const withSmaller = await asMember.orders.quote({ lines: basket(), discountCode: smaller.code });
    expect(withSmaller).toMatchObject({
      discountPercent: 10,
      discountCents: 375,
      codeDiscountCents: 0,
      discountCode: null,
      codeRefused: false,
      totalCents: 3370,
    });
    expect(withSmaller.codeMessage).toMatch(/member discount \(10%\) already saves more/);
    expect(await asMember.orders.quote({ lines: basket(), discountCode: same.code })).toMatchObject({ discountCents: 375, codeDiscountCents: 0 });
    expect(await asMember.orders.quote({ lines: basket(), discountCode: larger.code })).toMatchObject({
      discountPercent: 0,
      discountCents: 0,
      discountCode: larger.code,
      codeDiscountCents: 749,
      totalCents: 2996,
    });

    // Placed with the smaller code: the order goes through with the member discount and the code's use is not taken.
    const placed = await asMember.orders.place(order({ discountCode: smaller.code }));
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({ discountCents: 375, codeDiscountCents: 0, discountCodeId: null, totalCents: 3370 });
    const [counted] = await database.db.select({ usedCount: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, smaller.id));
    expect(counted?.usedCount).toBe(0);
  });

  it('with a usage limit of 1 is used once when 20 buyers place orders with it at the same moment', async () => {
    const once = await makeCode({ usageLimit: 1 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => visitor().orders.place(order({ discountCode: once.code }))));
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(String((result.reason as Error).message)).toMatch(/used up/);
    }
    const [row] = await database.db.select({ usedCount: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, once.id));
    expect(row?.usedCount).toBe(1);
    expect(await database.db.select({ id: orders.id }).from(orders).where(eq(orders.discountCodeId, once.id))).toHaveLength(1);
  });

  it('give their use back when the order is cancelled, once', async () => {
    const once = await makeCode({ usageLimit: 1 });
    const placed = await visitor().orders.place(order({ discountCode: once.code }));
    expect((await visitor().orders.quote({ lines: basket(), discountCode: once.code })).codeMessage).toMatch(/used up/);
    const stored = await storedOrder(placed.order.orderNumber);
    await staff().admin.orders.setStatus({ id: stored.id, status: 'cancelled' });
    const [row] = await database.db.select({ usedCount: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, once.id));
    expect(row?.usedCount).toBe(0);
    expect(await visitor().orders.quote({ lines: basket(), discountCode: once.code })).toMatchObject({ codeRefused: false, codeDiscountCents: 749 });
  });

  it('are unique by their text, and a limit below the uses made is refused', async () => {
    const code = await makeCode({ usageLimit: 5 });
    const duplicate = await refusal(() => makeCode({ code: code.code.toLowerCase() }));
    expect(duplicate.code).toBe('CONFLICT');
    await visitor().orders.place(order({ discountCode: code.code }));
    await visitor().orders.place(order({ discountCode: code.code }));
    const { id: _id, usedCount: _u, createdAt: _c, updatedAt: _up, ...values } = code;
    const lower = await refusal(() => staff().admin.discountCodes.update({ id: code.id, code: { ...values, usageLimit: 1 } }));
    expect(lower.message).toMatch(/used 2 times/);
    const disabled = await staff().admin.discountCodes.update({ id: code.id, code: { ...values, isActive: false } });
    expect(disabled).toMatchObject({ isActive: false, usedCount: 2 });
    expect((await staff().admin.discountCodes.list()).some((row) => row.id === code.id && !row.isActive)).toBe(true);
  });
});

describe('words and the business notice', () => {
  async function mailsTo(recipient: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient.toLowerCase()));
  }

  it("keep the buyer's note and gift note with a pay-at-pickup order, out of its confirmation (anyone can place one for any address), and in the business's notice", async () => {
    const placed = await visitor().orders.place(
      order({ notes: 'Happy birthday Mia!', isGift: true, giftNote: 'For Mia <3 from <b>Grandma</b>', tip: { kind: 'amount', cents: 300 } }),
    );
    const [mail] = await mailsTo(placed.order.email);
    expect(mail?.textBody).not.toContain('Happy birthday Mia!');
    expect(mail?.textBody).not.toContain('Grandma');
    expect(mail?.textBody).toContain('Kept with your order');
    expect(mail?.textBody).toContain('Tip');
    expect(await storedOrder(placed.order.orderNumber)).toMatchObject({
      notes: 'Happy birthday Mia!',
      isGift: true,
      giftNote: 'For Mia <3 from <b>Grandma</b>',
    });
    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `New order ${placed.order.orderNumber}%`));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain('Happy birthday Mia!');
    const noticeHtml = drawnMailHtml(notices[0]!.htmlBody!);
    expect(noticeHtml).toContain('For Mia &lt;3 from &lt;b&gt;Grandma&lt;/b&gt;');
    expect(noticeHtml).not.toContain('<b>Grandma');

    const notGift = await visitor().orders.place(order({ isGift: false, giftNote: 'dropped' }));
    expect(await storedOrder(notGift.order.orderNumber)).toMatchObject({ isGift: false, giftNote: '' });
  });

  it('show on the staff view (which the packing slip prints), and the CSV has the money lines', async () => {
    await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 8 });
    const placed = await visitor().orders.place(order({ isGift: true, giftNote: 'Enjoy, Sam!', tip: { kind: 'amount', cents: 200 } }));
    const stored = await storedOrder(placed.order.orderNumber);
    const view = await staff().admin.orders.get({ id: stored.id });
    expect(view).toMatchObject({ isGift: true, giftNote: 'Enjoy, Sam!', taxCents: 300, tipCents: 200, totalCents: 3745 + 300 + 200 });
    const { csv } = await staff().admin.inbox.exportOrdersCsv({});
    const header = csv.split('\n')[0]!;
    expect(header).toContain('Sales tax');
    expect(header).toContain('Gift note');
    const row = csv.split('\n').find((line) => line.includes(placed.order.orderNumber))!;
    expect(row).toContain('3.00');
    expect(row).toContain('Enjoy, Sam!');
  });

  it('send the business a new-order mail for every order, uncapped, at the contact address from Settings', async () => {
    const business = seedSiteSettings.contact.email;
    const before = (await mailsTo(business)).filter((m) => m.subject.startsWith('New order')).length;
    // More orders than the hourly cap of public confirmations: none is held.
    const numbers: string[] = [];
    for (let i = 0; i < 7; i += 1) numbers.push((await visitor().orders.place(order({ notes: 'Gate code 1234' }))).order.orderNumber);
    const notices = (await mailsTo(business)).filter((m) => m.subject.startsWith('New order'));
    expect(notices).toHaveLength(before + 7);
    for (const number of numbers) {
      const notice = notices.find((m) => m.subject.includes(number))!;
      expect(notice.kind).toBe('owed');
      expect(notice.status).not.toBe('suppressed');
      expect(notice.textBody).toContain('Gate code 1234');
      expect(notice.textBody).toContain(`/admin/orders?q=${number}`);
    }
  });
});
