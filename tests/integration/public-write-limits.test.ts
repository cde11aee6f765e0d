import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  blogLikes,
  blogPosts,
  contactMessages,
  eventBookings,
  fundraiserRegistrations,
  kidNominations,
  newsletterSignups,
  orders,
  rateLimits,
  users,
} from '../../server/db/schema';
import { LIKES_PER_POST_PER_CLIENT } from '../../server/services/blog';
import { MAIL_NAME_MAX } from '../../server/services/mail-text';
import { MemoryMailer } from '../../server/services/mailer';
import {
  BLOG_LIKE_PER_CLIENT,
  BOOKING_PER_CLIENT,
  CONTACT_PER_CLIENT,
  EMAIL_LINKS_PER_IP,
  FUNDRAISER_REGISTRATION_PER_CLIENT,
  NEWSLETTER_PER_CLIENT,
  NOMINATION_PER_CLIENT,
  ORDER_PER_CLIENT,
  type RateLimitRule,
} from '../../server/services/rate-limit';
import { callerFor, uniqueClientIp } from '../helpers/callers';
import { buyer, createCommerceFixtures, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const NOW = new Date('2026-11-22T15:00:00Z');

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

const key = () => randomUUID();
const unique = () => randomUUID().slice(0, 8);
type Caller = ReturnType<typeof callerFor>;
const client = (ip: string, mailer = new MemoryMailer(), now = NOW) => callerFor(database.db, null, { clientIp: ip, mailer, now: () => now });

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function rowsIn(table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Each public write: its rule, one fresh well-formed call, and the table its calls fill. */
const writes: { name: string; rule: RateLimitRule; table: PgTable; call: (c: Caller) => Promise<unknown> }[] = [
  {
    name: 'forms.contact',
    rule: CONTACT_PER_CLIENT,
    table: contactMessages,
    call: (c) => c.forms.contact({ name: 'Dana Q', email: 'dana@example.com', subject: 'order', message: 'Hello there', idempotencyKey: key() }),
  },
  {
    name: 'forms.booking',
    rule: BOOKING_PER_CLIENT,
    table: eventBookings,
    call: (c) =>
      c.forms.booking({
        name: 'Tasha M',
        email: 'tasha@example.com',
        phone: '(404) 555-0199',
        eventType: 'birthday',
        eventDate: '2026-12-05',
        eventTime: '14:30',
        location: '12 Kirkwood Ave, Atlanta',
        guests: 25,
        idempotencyKey: key(),
      }),
  },
  {
    name: 'forms.nomination',
    rule: NOMINATION_PER_CLIENT,
    table: kidNominations,
    call: (c) =>
      c.forms.nomination({
        kidName: 'Leo P',
        age: 12,
        story: 'Leo runs a lemonade-and-fluff stand to buy books for his school library.',
        nominatorName: 'Ms. Park',
        nominatorEmail: 'park@example.com',
        idempotencyKey: key(),
      }),
  },
  {
    name: 'forms.newsletter',
    rule: NEWSLETTER_PER_CLIENT,
    table: newsletterSignups,
    call: (c) => c.forms.newsletter({ email: `fan-${unique()}@example.com` }),
  },
  {
    name: 'fundraiser.register',
    rule: FUNDRAISER_REGISTRATION_PER_CLIENT,
    table: fundraiserRegistrations,
    call: (c) =>
      c.fundraiser.register({
        kidFirstName: 'Amara',
        kidLastInitial: 'W',
        kidAge: 10,
        groupType: 'school',
        groupName: 'East Point Elementary',
        parentEmail: `parent-${unique()}@example.com`,
        city: 'East Point',
        ytChannel: '',
        agreeTerms: true,
        idempotencyKey: key(),
      }),
  },
  {
    name: 'orders.place',
    rule: ORDER_PER_CLIENT,
    table: orders,
    call: (c) => c.orders.place({ idempotencyKey: key(), lines: [{ productId: f.cone.id, variantId: null, quantity: 1 }], fulfilment: 'pickup', ...buyer }),
  },
  {
    name: 'blog.like',
    rule: BLOG_LIKE_PER_CLIENT,
    table: blogLikes,
    // Spread over the seeded posts, so the per-post cap is not what stops it.
    call: (() => {
      let n = 0;
      return (c: Caller) => c.blog.like({ postId: `blog${(n++ % 6) + 1}`, visitorId: `visitor-${randomUUID()}` });
    })(),
  },
  {
    name: 'account.signUp',
    rule: EMAIL_LINKS_PER_IP,
    table: users,
    call: (c) => c.account.signUp({ email: `new-${unique()}@example.com`, password: 'a long family passphrase' }),
  },
];

describe('every public write is limited per client address', () => {
  for (const write of writes) {
    it(`${write.name}: ${write.rule.limit} per window from one address, then 429 with a readable message; other addresses go on`, async () => {
      const flooder = client(uniqueClientIp());
      for (let i = 0; i < write.rule.limit; i += 1) await write.call(flooder);
      const stored = await rowsIn(write.table);

      const refused = await errorOf(write.call(flooder));
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      // Nothing stored by the refused call, and nothing stored before it lost.
      expect(await rowsIn(write.table)).toBe(stored);

      // Another family's address is not affected.
      await write.call(client(uniqueClientIp()));
      expect(await rowsIn(write.table)).toBe(stored + 1);
    });
  }

  it('lets the address write again once its window has passed', async () => {
    const ip = uniqueClientIp();
    const contact = writes[0]!;
    for (let i = 0; i < CONTACT_PER_CLIENT.limit; i += 1) await contact.call(client(ip));
    expect((await errorOf(contact.call(client(ip)))).code).toBe('TOO_MANY_REQUESTS');
    await contact.call(client(ip, new MemoryMailer(), new Date(NOW.getTime() + CONTACT_PER_CLIENT.windowMs + 1000)));
  });

  it('answers a client that keeps sending once refused without counting or writing anything more', async () => {
    const ip = uniqueClientIp();
    const contact = writes[0]!;
    for (let i = 0; i < CONTACT_PER_CLIENT.limit; i += 1) await contact.call(client(ip));
    const refusals = await Promise.all(Array.from({ length: 20 }, () => errorOf(contact.call(client(ip)))));
    expect(new Set(refusals.map((refusal) => refusal.code))).toEqual(new Set(['TOO_MANY_REQUESTS']));
    const [counter] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${CONTACT_PER_CLIENT.name}:${ip}`));
    // Full, and left as it was: no refusal was written, even those that arrived together.
    expect(counter?.count).toBe(CONTACT_PER_CLIENT.limit);
    // Later ones are answered without the database at all.
    const select = vi.spyOn(database.db, 'select');
    const insert = vi.spyOn(database.db, 'insert');
    try {
      expect((await errorOf(contact.call(client(ip)))).code).toBe('TOO_MANY_REQUESTS');
      expect(insert).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      insert.mockRestore();
    }
  });

  it('password reset requests from one address stop at its limit too', async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < EMAIL_LINKS_PER_IP.limit; i += 1) await client(ip).account.requestPasswordReset({ email: `who-${unique()}@example.com` });
    const refused = await errorOf(client(ip).account.requestPasswordReset({ email: `who-${unique()}@example.com` }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(/^Too many requests from your network\./);
  });
});

describe('mail floods', () => {
  it('100 fundraiser registrations for one inbox from one client send at most the per-client limit of mails', async () => {
    const mailer = new MemoryMailer();
    const flooder = client(uniqueClientIp(), mailer);
    const victim = `victim-${unique()}@example.com`;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        flooder.fundraiser.register({
          kidFirstName: 'Buy pills at spam.example',
          kidLastInitial: 'X',
          kidAge: 12,
          groupType: 'non_profit',
          groupName: 'Spam Inc',
          parentEmail: victim,
          city: 'Anywhere',
          ytChannel: '',
          agreeTerms: true,
          idempotencyKey: key(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(FUNDRAISER_REGISTRATION_PER_CLIENT.limit);
    expect(mailer.sent.filter((m) => m.to === victim)).toHaveLength(FUNDRAISER_REGISTRATION_PER_CLIENT.limit);
  });

  it('a visitor-typed name stays out of a form confirmation, and reaches an order greeting short, on one line and escaped', async () => {
    const mailer = new MemoryMailer();
    // Within the forms' 100-character limit, and longer than a mail shows.
    const name = `<a href="https://spam.example">WIN</a>\r\nBcc: x@example.com ${'buy now '.repeat(4)}`;
    const parentEmail = `p-${unique()}@example.com`;
    const buyerEmail = `b-${unique()}@example.com`;
    await client(uniqueClientIp(), mailer).forms.nomination({
      kidName: 'Leo P',
      age: 12,
      story: 'Leo runs a stand for his library.',
      nominatorName: name,
      nominatorEmail: parentEmail,
      idempotencyKey: key(),
    });
    await client(uniqueClientIp(), mailer).orders.place({
      idempotencyKey: key(),
      lines: [{ productId: f.cone.id, variantId: null, quantity: 1 }],
      fulfilment: 'pickup',
      ...buyer,
      email: buyerEmail,
      customerName: name,
    });
    const confirmation = mailer.sent.find((m) => m.to === parentEmail)!;
    const order = mailer.sent.find((m) => m.to === buyerEmail)!;
    for (const part of [confirmation.text, confirmation.html!]) expect(part).not.toMatch(/WIN|spam\.example|Bcc/);
    for (const mail of [order]) {
      const greeting = mail.text.split('\n').find((line) => line.includes('WIN'));
      expect(greeting).toBeDefined();
      const shown = /(<a href.*?)(?:!|,)$/.exec(greeting!)?.[1] ?? '';
      expect(Array.from(shown).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
      expect(shown.endsWith('…')).toBe(true);
      expect(mail.text).not.toContain('\r');
      expect(mail.text).not.toMatch(/\nBcc:/);
      expect(mail.html).not.toContain('<a href="https://spam.example">');
      expect(mail.html).toContain('&lt;a href=&quot;https://spam.example&quot;&gt;WIN&lt;/a&gt; Bcc: x@example.com');
    }
  });
});

describe('blog likes with made-up visitor ids', () => {
  it('100 likes from one client raise a post by at most the per-address cap, even after the rate window has passed', async () => {
    const ip = uniqueClientIp();
    const [before] = await database.db.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, 'blog1'));
    const codes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      // Each round a window later, so only the per-post cap can hold the count.
      const later = new Date(NOW.getTime() + round * (BLOG_LIKE_PER_CLIENT.windowMs + 1000));
      for (let i = 0; i < 25; i += 1) {
        await client(ip, new MemoryMailer(), later)
          .blog.like({ postId: 'blog1', visitorId: `made-up-${round}-${i}-${unique()}` })
          .then(
            () => codes.push('OK'),
            (e: TRPCError) => codes.push(e.code),
          );
      }
    }
    const [after] = await database.db.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, 'blog1'));
    expect(after!.likeCount - before!.likeCount).toBe(LIKES_PER_POST_PER_CLIENT);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(LIKES_PER_POST_PER_CLIENT);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'TOO_MANY_REQUESTS')).toBe(true);

    // Another family still likes it, and the ones that counted are still liked.
    const other = await client(uniqueClientIp()).blog.like({ postId: 'blog1', visitorId: `family-${unique()}` });
    expect(other.likeCount).toBe(after!.likeCount + 1);
  });

  it('concurrent made-up likes from one client cannot overshoot the cap', async () => {
    const ip = uniqueClientIp();
    const [before] = await database.db.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, 'blog2'));
    await Promise.allSettled(Array.from({ length: 20 }, (_, i) => client(ip).blog.like({ postId: 'blog2', visitorId: `burst-${i}-${unique()}` })));
    const [after] = await database.db.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, 'blog2'));
    expect(after!.likeCount - before!.likeCount).toBe(LIKES_PER_POST_PER_CLIENT);
  });
});
