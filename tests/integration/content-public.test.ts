import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, featuredKids, siteSettings } from '../../server/db/schema';
import { seedSiteSettings } from '../../server/db/seed-data';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The seed's pop-ups run from 2026-09-19 to 2027-06-19; on this "today" two of them (Sep 19, Nov 7) are past and
// one (Nov 21) is on the day itself. Late evening in Atlanta is already the next day in UTC, which must not matter.
const NOW = new Date('2026-11-22T03:30:00Z');
const now = () => NOW;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const visitor = () => callerFor(database.db, null, { now });

describe('content.events', () => {
  it('lists upcoming events soonest first, three at a time, and never a past one', async () => {
    const first = await visitor().content.events({});
    expect(first.today).toBe('2026-11-21');
    expect(first.items.map((e) => e.eventDate)).toEqual(['2026-11-21', '2026-12-12', '2027-01-29']);
    expect(first.nextCursor).toBe(3);

    const second = await visitor().content.events({ cursor: first.nextCursor });
    expect(second.items.map((e) => e.eventDate)).toEqual(['2027-03-20', '2027-04-17', '2027-05-14']);
    const third = await visitor().content.events({ cursor: second.nextCursor });
    expect(third.items.map((e) => e.title)).toEqual(['Summer Kickoff at Centennial Olympic Park']);
    expect(third.nextCursor).toBeNull();

    const all = [...first.items, ...second.items, ...third.items];
    expect(new Set(all.map((e) => e.id)).size).toBe(7);
    expect(all.map((e) => e.title)).not.toContain('Westside Saturday Pop-Up');
    expect(all.map((e) => e.title)).not.toContain('Fall Family Day at Piedmont Park');
    expect(all[0]).toMatchObject({ location: 'Ponce City Market', startTime: '12:00:00', endTime: '19:00:00', lat: expect.any(Number) });
  });

  it('takes a page size and hides events staff switched off', async () => {
    const page = await visitor().content.events({ limit: 24 });
    expect(page.items).toHaveLength(7);
    expect(page.nextCursor).toBeNull();
    const hidden = page.items[1]!;
    await database.db.update(events).set({ isActive: false }).where(eq(events.id, hidden.id));
    try {
      const again = await visitor().content.events({ limit: 24 });
      expect(again.items.map((e) => e.id)).not.toContain(hidden.id);
    } finally {
      await database.db.update(events).set({ isActive: true }).where(eq(events.id, hidden.id));
    }
  });

  it('refuses a bad cursor or page size', async () => {
    await expect(visitor().content.events({ cursor: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor().content.events({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor().content.events({ limit: 1000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('content.home', () => {
  it('has six facts, six Instagram posts, the next pop-up and this month’s featured kid', async () => {
    const home = await visitor().content.home();
    expect(home.facts).toHaveLength(6);
    expect(home.facts[0]).toMatchObject({ title: 'Invented by a Dentist', image: '🦷' });
    expect(home.instagram).toHaveLength(6);
    // No made-up addresses: a post links only to one staff entered, and the sample posts have none.
    expect(home.instagram.every((post) => post.url === '')).toBe(true);
    expect(home.nextEvent?.title).toBe('Holiday Kickoff at Ponce City Market');
    expect(home.featuredKid?.name).toBe('Amara W.');
  });
});

describe('content.featuredKids', () => {
  it('is the latest spotlight as current and the others as past, newest first', async () => {
    const kids = await visitor().content.featuredKids();
    expect(kids.current?.name).toBe('Amara W.');
    expect(kids.past.map((k) => k.name)).toEqual(['Mateo R.', 'Jasmine T.']);
  });

  it('leaves out a kid staff have hidden', async () => {
    const [mateo] = await database.db.select().from(featuredKids).where(eq(featuredKids.name, 'Mateo R.'));
    await database.db.update(featuredKids).set({ isFeatured: false }).where(eq(featuredKids.id, mateo!.id));
    try {
      const kids = await visitor().content.featuredKids();
      expect(kids.past.map((k) => k.name)).toEqual(['Jasmine T.']);
    } finally {
      await database.db.update(featuredKids).set({ isFeatured: true }).where(eq(featuredKids.id, mateo!.id));
    }
  });
});

describe('content.packages and content.testimonials', () => {
  it('lists the three packages with their prices and Mega Drip Party as most popular', async () => {
    const packages = await visitor().content.packages();
    expect(packages.map((p) => [p.name, p.priceCents, p.isPopular])).toEqual([
      ['Fluffy Basic', 19900, false],
      ['Mega Drip Party', 39900, true],
      ['Ultimate Experience', 69900, false],
    ]);
    expect(packages[2]!.features).toContain('Photo booth');
  });

  it('lists three testimonials', async () => {
    const testimonials = await visitor().content.testimonials();
    expect(testimonials).toHaveLength(3);
    expect(testimonials[0]).toMatchObject({ name: 'Tasha M.', rating: 5 });
  });
});

describe('content.settings and content.contactFaq', () => {
  it('returns the contact details and social links from Settings', async () => {
    const settings = await visitor().content.settings();
    expect(settings.contact).toEqual(seedSiteSettings.contact);
    expect(settings.social).toEqual(seedSiteSettings.social);
  });

  it('gives null for a malformed value instead of failing', async () => {
    await database.db
      .update(siteSettings)
      .set({ value: { instagram: 'javascript:alert(1)' } })
      .where(eq(siteSettings.key, 'social'));
    try {
      const settings = await visitor().content.settings();
      expect(settings.social).toBeNull();
      expect(settings.contact).not.toBeNull();
    } finally {
      await database.db.update(siteSettings).set({ value: seedSiteSettings.social }).where(eq(siteSettings.key, 'social'));
    }
  });

  it('lists the contact page’s FAQ only', async () => {
    const faq = await visitor().content.contactFaq();
    expect(faq.length).toBeGreaterThanOrEqual(4);
    expect(faq.map((f) => f.question)).toContain('How far in advance should I book a private event?');
    expect(faq.map((f) => f.question)).not.toContain('Who can join the Fluff Fundraiser?');
  });
});
