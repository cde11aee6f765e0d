import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundraiserGroups, fundraiserRegistrations, fundraiserStands, orders } from '../../server/db/schema';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function register(
  overrides: Partial<{
    kidFirstName: string;
    kidLastInitial: string;
    groupName: string;
    city: string;
    parentEmail: string;
  }> = {},
) {
  const parentEmail = overrides.parentEmail ?? `parent-${unique()}@example.com`;
  const result = await callerFor(database.db, null).fundraiser.register({
    kidFirstName: 'Amara',
    kidLastInitial: 'W',
    kidAge: 11,
    groupType: 'school',
    groupName: 'East Point Elementary',
    city: 'East Point',
    ytChannel: '',
    agreeTerms: true,
    ...overrides,
    parentEmail,
    idempotencyKey: newKey(),
  });
  return { id: result.id, parentEmail: parentEmail.toLowerCase() };
}

async function approve(registrationId: string, mailer = new MemoryMailer()) {
  const stand = await callerFor(database.db, admin, {
    mailer,
  }).admin.fundraiser.approve({ id: registrationId });
  return { ...stand, mailer };
}

/** Places a pickup order of cones and, as staff, marks it picked up: a collected sale. */
async function buy(standSlug: string | undefined, quantity = 1) {
  const placed = await callerFor(database.db, null).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: fixtures.cone.id, variantId: null, quantity }],
    fulfilment: 'pickup',
    ...buyer,
    ...(standSlug ? { standSlug } : {}),
  });
  await completeOrder(database.db, callerFor(database.db, admin), placed.order.orderNumber);
  return placed.order;
}

describe('approving a registration', () => {
  it('creates the stand and its group in one step, logs it, and mails the parent the public link and where to manage it', async () => {
    const { id, parentEmail } = await register({
      groupName: `Cascade Tigers ${unique()}`,
    });
    const { slug, mailer } = await approve(id);
    expect(slug).toMatch(/^amara-w-cascade-tigers-[a-z0-9]+$/);

    const [stand] = await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.slug, slug));
    expect(stand).toMatchObject({
      kidFirstName: 'Amara',
      kidLastInitial: 'W',
      parentEmail,
      registrationId: id,
      goalCents: 20000,
    });
    const [registration] = await database.db.select().from(fundraiserRegistrations).where(eq(fundraiserRegistrations.id, id));
    expect(registration?.decision).toBe('approved');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe(admin.user.email);

    const mail = mailer.sent.find((m) => m.to === parentEmail);
    expect(mail?.subject).toBe("Amara W.'s Fluff Fundraiser stand is approved");
    expect(mail?.text).toContain(`${testConfig.publicUrl}/fluff-fundraiser/stands/${slug}`);
    expect(mail?.text).toContain(`${testConfig.publicUrl}/dashboard/stand`);
    // No account with this address yet: the mail says to create one with it.
    expect(mail?.text).toContain(`create an account with this address (${parentEmail})`);
  });

  it('refuses a second approval (CONFLICT) and makes one stand when two staff click at once', async () => {
    const { id } = await register();
    const results = await Promise.allSettled([approve(id), approve(id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as TRPCError).code).toBe('CONFLICT');
    expect(await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.registrationId, id))).toHaveLength(1);
  });

  it('gives two kids of the same name and group their own slugs, and one group for the same name typed in another case', async () => {
    const groupName = `Westside Camp ${unique()}`;
    const a = await approve((await register({ groupName, kidFirstName: 'Leo', kidLastInitial: 'P' })).id);
    const b = await approve(
      (
        await register({
          groupName: groupName.toUpperCase(),
          kidFirstName: 'Leo',
          kidLastInitial: 'P',
          city: 'EAST POINT',
        })
      ).id,
    );
    expect(b.slug).toBe(`${a.slug}-2`);
    const stands = await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.slug, a.slug));
    const others = await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.slug, b.slug));
    expect(stands[0]?.groupId).toBe(others[0]?.groupId);
  });

  it('declines with a mail to the parent, and a declined registration cannot be approved', async () => {
    const { id, parentEmail } = await register();
    const mailer = new MemoryMailer();
    await callerFor(database.db, admin, { mailer }).admin.fundraiser.decline({
      id,
    });
    expect(mailer.sent.find((m) => m.to === parentEmail)?.subject).toBe('About your Fluff Fundraiser registration');
    await expect(approve(id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.registrationId, id))).toHaveLength(0);
  });

  it('lists waiting registrations first, and only those with group details can be approved', async () => {
    const [old] = await database.db
      .insert(fundraiserRegistrations)
      .values({
        idempotencyKey: newKey(),
        kidName: 'Old Style',
        parentEmail: 'old@example.com',
        city: 'Atlanta',
        agreeTerms: true,
      })
      .returning({ id: fundraiserRegistrations.id });
    const list = await callerFor(database.db, admin).admin.fundraiser.registrations({ decision: 'pending' });
    expect(list.every((r) => r.decision === 'pending')).toBe(true);
    expect(list.find((r) => r.id === old!.id)?.canApprove).toBe(false);
    await expect(approve(old!.id)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('the parent manages the stand by signing in with the registration address', () => {
  it('shows a member only their own stands; a story waits for staff before the stand page shows it', async () => {
    const { id, parentEmail } = await register({
      groupName: `Grove Park Rec ${unique()}`,
    });
    const { slug } = await approve(id);
    const parent = await createActor(database.db, ['user'], parentEmail);
    const stranger = await createActor(database.db, ['user']);
    const asParent = callerFor(database.db, parent);

    expect((await asParent.fundraiser.myStands()).map((s) => s.slug)).toEqual([slug]);
    expect(await callerFor(database.db, stranger).fundraiser.myStands()).toEqual([]);
    await expect(
      callerFor(database.db, stranger).fundraiser.updateMyStand({
        slug,
        goalDollars: 50,
        story: 'Not mine',
        consentPublic: true,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const visitor = callerFor(database.db, null);
    // Before consent the page names only the group.
    expect((await visitor.fundraiser.stand({ slug })).name).toMatch(/^A Grove Park Rec .* stand$/);

    const saved = await asParent.fundraiser.updateMyStand({
      slug,
      goalDollars: 300,
      story: 'I am saving for new team jerseys!',
      consentPublic: true,
    });
    expect(saved.storyStatus).toBe('pending');
    let page = await visitor.fundraiser.stand({ slug });
    expect(page).toMatchObject({
      name: 'Amara W.',
      goalCents: 30000,
      story: null,
      city: 'East Point',
    });

    const queue = await callerFor(database.db, admin).admin.fundraiser.moderation();
    const standId = queue.find((q) => q.slug === slug)!.id;
    await callerFor(database.db, admin).admin.fundraiser.moderate({
      id: standId,
      item: 'story',
      decision: 'approved',
    });
    page = await visitor.fundraiser.stand({ slug });
    expect(page.story).toBe('I am saving for new team jerseys!');
    // Deciding twice is refused: nothing is waiting any more.
    await expect(
      callerFor(database.db, admin).admin.fundraiser.moderate({
        id: standId,
        item: 'story',
        decision: 'rejected',
        reason: 'not_clear',
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    // A changed story goes back to review and disappears from the page until approved again.
    await asParent.fundraiser.updateMyStand({
      slug,
      goalDollars: 300,
      story: 'New story',
      consentPublic: true,
    });
    expect((await visitor.fundraiser.stand({ slug })).story).toBeNull();

    // Nothing on the public page carries the parent's address, the kid's age or the registration.
    const everything = JSON.stringify(await visitor.fundraiser.stand({ slug }));
    expect(everything).not.toContain(parentEmail);
    expect(everything).not.toContain('"age"');
  });

  it('refuses links and email addresses in the story, and a goal outside $10-$100,000', async () => {
    const { id, parentEmail } = await register();
    const { slug } = await approve(id);
    const asParent = callerFor(database.db, await createActor(database.db, ['user'], parentEmail));
    await expect(
      asParent.fundraiser.updateMyStand({
        slug,
        goalDollars: 50,
        story: 'see https://spam.example',
        consentPublic: true,
      }),
    ).rejects.toThrow('Please leave links out of the story');
    await expect(
      asParent.fundraiser.updateMyStand({
        slug,
        goalDollars: 50,
        story: 'mail me@example.com',
        consentPublic: true,
      }),
    ).rejects.toThrow('Please leave email addresses out of the story');
    await expect(
      asParent.fundraiser.updateMyStand({
        slug,
        goalDollars: 5,
        story: '',
        consentPublic: true,
      }),
    ).rejects.toThrow('The goal is at least $10');
  });
});

describe('stand days', () => {
  const NOW = new Date('2030-05-10T15:00:00Z');
  const day = {
    eventDate: '2030-05-17',
    placeId: '30316',
    spot: 'Glenwood Park',
    showSpot: true,
    notes: 'Near the fountain',
  };

  it('the parent plans days on their own stand; the stand page lists the ones ahead; a stranger can neither add nor remove', async () => {
    const { id, parentEmail } = await register({
      groupName: `Days Club ${unique()}`,
    });
    const { slug } = await approve(id);
    const parent = callerFor(database.db, await createActor(database.db, ['user'], parentEmail), { now: () => NOW });
    const stranger = callerFor(database.db, await createActor(database.db, ['user']), { now: () => NOW });

    const added = await parent.fundraiser.addStandEvent({ slug, ...day });
    await parent.fundraiser.addStandEvent({
      slug,
      ...day,
      eventDate: '2030-05-10',
      spot: 'Mays Market',
    });
    await expect(stranger.fundraiser.addStandEvent({ slug, ...day })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.fundraiser.removeStandEvent({ slug, id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const page = await callerFor(database.db, null, {
      now: () => NOW,
    }).fundraiser.stand({ slug });
    expect(page.events.map((e) => [e.eventDate, e.spot])).toEqual([
      ['2030-05-10', 'Mays Market'],
      ['2030-05-17', 'Glenwood Park'],
    ]);
    // A week later the first day has passed: the page shows only what is ahead, the parent still sees both.
    const later = new Date('2030-05-12T15:00:00Z');
    expect(
      (
        await callerFor(database.db, null, {
          now: () => later,
        }).fundraiser.stand({ slug })
      ).events,
    ).toHaveLength(1);
    expect((await parent.fundraiser.myStands())[0]?.events).toHaveLength(2);

    await parent.fundraiser.removeStandEvent({ slug, id: added.id });
    expect((await parent.fundraiser.myStands())[0]?.events.map((e) => e.place)).toEqual(['Mays Market']);
  });

  it('refuses a past date, a street address, a place not in the places list and links in the notes', async () => {
    const { id, parentEmail } = await register();
    const { slug } = await approve(id);
    const parent = callerFor(database.db, await createActor(database.db, ['user'], parentEmail), { now: () => NOW });
    await expect(
      parent.fundraiser.addStandEvent({
        slug,
        ...day,
        eventDate: '2030-05-09',
      }),
    ).rejects.toThrow('Please choose today or a later date');
    await expect(
      parent.fundraiser.addStandEvent({
        slug,
        ...day,
        spot: '123 Maple Street',
      }),
    ).rejects.toThrow('Please name a public place rather than a street address');
    await expect(parent.fundraiser.addStandEvent({ slug, ...day, placeId: '99999' })).rejects.toThrow('Please choose a ZIP code or city from the list');
    await expect(parent.fundraiser.addStandEvent({ slug, ...day, placeId: 'Nowhere, ZZ' })).rejects.toThrow('Please choose a ZIP code or city from the list');
    await expect(
      parent.fundraiser.addStandEvent({
        slug,
        ...day,
        notes: 'see www.spam.example',
      }),
    ).rejects.toThrow('Please leave links out of the notes');
    expect((await parent.fundraiser.myStands())[0]?.events).toEqual([]);
  });
});

describe('attributed sales', () => {
  it('counts orders for a stand toward its raised total once collected, until cancelled, and names the stand in the mail', async () => {
    const { id } = await register({ groupName: `Mays High ${unique()}` });
    const { slug } = await approve(id);
    const visitor = callerFor(database.db, null);
    expect((await visitor.fundraiser.stand({ slug })).raisedCents).toBe(0);

    const mailer = new MemoryMailer();
    const placed = await callerFor(database.db, null, { mailer }).orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 2 }],
      fulfilment: 'pickup',
      ...buyer,
      standSlug: slug,
    });
    expect(placed.order.supporting?.slug).toBe(slug);
    const confirmation = mailer.sent.find((m) => m.to.toLowerCase() === buyer.email.toLowerCase() && m.subject.includes(placed.order.orderNumber));
    expect(confirmation?.text).toContain('This order supports');
    expect(confirmation?.text).toContain(`/fluff-fundraiser/stands/${slug}`);
    // Placed is not collected: nothing raised until it is picked up.
    expect((await visitor.fundraiser.stand({ slug })).raisedCents).toBe(0);
    await completeOrder(database.db, callerFor(database.db, admin), placed.order.orderNumber);

    const second = await callerFor(database.db, null).orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 1 }],
      fulfilment: 'pickup',
      ...buyer,
      standSlug: slug,
    });
    // Staff start it and it is ready, but nobody picked it up yet: it raises nothing.
    const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, second.order.orderNumber));
    await callerFor(database.db, admin).admin.orders.setStatus({ id: row!.id, status: 'preparing' });
    await callerFor(database.db, admin).admin.orders.setStatus({ id: row!.id, status: 'ready' });
    await buy(undefined, 3); // not for this stand
    let page = await visitor.fundraiser.stand({ slug });
    expect(page.raisedCents).toBe(415 * 2);
    expect(page.orderCount).toBe(1);

    await callerFor(database.db, admin).admin.orders.setStatus({
      id: row!.id,
      status: 'cancelled',
    });
    page = await visitor.fundraiser.stand({ slug });
    expect(page.raisedCents).toBe(415 * 2);
    expect(page.orderCount).toBe(1);
  });

  it('refuses an order for a stand that does not exist, and stores nothing', async () => {
    const before = (await database.db.select({ id: orders.id }).from(orders)).length;
    await expect(buy('no-such-stand')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("computes the group's share at its rate (at most 50%) from its stands' sales", async () => {
    const groupName = `Share Group ${unique()}`;
    const one = await approve((await register({ groupName, kidFirstName: 'Ava' })).id);
    const two = await approve((await register({ groupName, kidFirstName: 'Ben' })).id);
    await buy(one.slug, 3); // $12.45
    await buy(two.slug, 1); // $4.15
    const asAdmin = callerFor(database.db, admin);
    let group = (await asAdmin.admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(group).toMatchObject({
      standCount: 2,
      salesCents: 1660,
      sharePercent: 50,
      shareCents: 830,
    });

    await asAdmin.admin.fundraiser.setGroupShare({
      id: group.id,
      sharePercent: 35,
    });
    group = (await asAdmin.admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(group.shareCents).toBe(Math.floor(1660 * 0.35));
    await expect(
      asAdmin.admin.fundraiser.setGroupShare({
        id: group.id,
        sharePercent: 51,
      }),
    ).rejects.toThrow('The share is at most 50% of sales');
    const [stored] = await database.db.select().from(fundraiserGroups).where(eq(fundraiserGroups.id, group.id));
    expect(stored?.sharePercent).toBe(35);
  });

  it('lists every stand for supporters to choose at checkout, by public name only', async () => {
    const { id, parentEmail } = await register({
      kidFirstName: 'Zuri',
      groupName: `Choice Club ${unique()}`,
    });
    const { slug } = await approve(id);
    const choices = await callerFor(database.db, null).fundraiser.standChoices();
    const choice = choices.find((c) => c.slug === slug);
    expect(choice?.name).toMatch(/^A Choice Club/);
    expect(JSON.stringify(choices)).not.toContain(parentEmail);
  });
});

describe('the fundraiser end date (Settings)', () => {
  it('after the end the stand page shows the final result and orders no longer count for the stand; its last day still does', async () => {
    const { id } = await register({ groupName: `End Date Club ${unique()}` });
    const { slug } = await approve(id);
    const asAdmin = callerFor(database.db, admin);
    const settings = await asAdmin.admin.settings.get();
    await asAdmin.admin.settings.update({
      ...settings,
      fundraiserDates: { startDate: '2030-05-01', endDate: '2030-05-31' },
    });
    expect((await asAdmin.admin.settings.get()).fundraiserDates).toEqual({
      startDate: '2030-05-01',
      endDate: '2030-05-31',
    });
    await expect(
      asAdmin.admin.settings.update({
        ...settings,
        fundraiserDates: { startDate: '2030-06-01', endDate: '2030-05-31' },
      }),
    ).rejects.toThrow('The end date is on or after the start date');

    const order = (at: Date) =>
      callerFor(database.db, null, { now: () => at }).orders.place({
        idempotencyKey: newKey(),
        lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 1 }],
        fulfilment: 'pickup',
        ...buyer,
        standSlug: slug,
      });
    // 23:30 in Atlanta on the last day is still the fundraiser.
    const last = await order(new Date('2030-06-01T03:30:00Z'));
    await completeOrder(database.db, asAdmin, last.order.orderNumber);
    const after = new Date('2030-06-01T12:00:00Z');
    await expect(order(after)).rejects.toThrow('The Fluff Fundraiser ended on 2030-05-31');
    const page = await callerFor(database.db, null, {
      now: () => after,
    }).fundraiser.stand({ slug });
    expect(page).toMatchObject({
      closed: true,
      endDate: '2030-05-31',
      raisedCents: 415,
      events: [],
    });
    expect(
      (
        await callerFor(database.db, null, {
          now: () => new Date('2030-05-20T12:00:00Z'),
        }).fundraiser.stand({ slug })
      ).closed,
    ).toBe(false);

    await asAdmin.admin.settings.update({
      ...settings,
      fundraiserDates: { startDate: '', endDate: '' },
    });
  });
});
