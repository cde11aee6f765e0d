import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { auditLog, blogPosts, courses, events, featuredKids, mailOutbox, orderLines, orders, products } from '../../server/db/schema';
import { callerFor, createActor } from '../helpers/callers';
import { timedRead } from '../helpers/timed-read';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The back office's lists at 10,000 rows each (products, events, featured kids, blog posts, courses, lessons, the
// inbox, stands, the audit log and mail): every page is read on the server, searched, filtered and sorted there, the
// first and a deep page are read from their indexes, and every search from a trigram index. Timings are printed (npm run bench:admin-lists prints them), never asserted. Then the bulk actions: show,
// hide and delete the ticked rows in one transaction with one audit row each, admins only, and never a product an
// open order holds.

const ROWS = 10_000;
const DEEP = 300; // page 300 of 25 rows: rows 7,476 to 7,500
// The clock of every call: events before this day are past.
const NOW = new Date('2030-06-15T16:00:00Z');
let database: TestDatabase;
let admin: Awaited<ReturnType<typeof createActor>>;

/** 10,000 rows in each content list, one statement each; every 1000th row is a "Needle", every 3rd hidden. */
async function seedContentLists(db: Database) {
  const name = (prefix: string) => sql.raw(`case when n % 1000 = 0 then 'Needle ${prefix} ' else '${prefix} ' end || lpad(n::text, 5, '0')`);
  await db.execute(sql`
    insert into products (name, slug, category, price_cents, is_active, created_at)
    select ${name('Product')}, 'bulk-product-' || n, (array['cotton-candy','fluff-collection','accessories','games'])[n % 4 + 1]::product_category,
      100 + n, n % 3 <> 0, timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  // One event a day from 2020-01-01: the first 3,818 are before 2030-06-15.
  await db.execute(sql`
    insert into events (title, location, event_date, start_time, end_time, type, is_active)
    select ${name('Event')}, 'Park ' || (n % 50), date '2020-01-01' + (n - 1), '10:00', '14:00',
      (array['regular','school','festival'])[n % 3 + 1]::event_type, n % 3 <> 0
    from generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    insert into featured_kids (name, age, story, is_featured, spotlight_month, created_at)
    select ${name('Kid')}, 8 + n % 9, 'A story.', n % 3 <> 0, case when n % 5 = 0 then null else date '2000-01-01' + ((n - 1) || ' months')::interval end,
      timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    insert into blog_posts (slug, title, content, category, author, is_published, published_at, created_at)
    select 'bulk-post-' || n, ${name('Post')}, '<p>Words.</p>', (array['events','featured-kids','cotton-candy'])[n % 3 + 1]::blog_category, 'Crew',
      n % 3 <> 0, case when n % 3 <> 0 then timestamptz '2020-01-01 12:00Z' + n * interval '1 minute' end,
      timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    insert into courses (title, difficulty_level, is_published, order_index, created_at)
    select ${name('Course')}, (array['beginner','intermediate','advanced'])[n % 3 + 1]::difficulty_level, n % 3 <> 0, 1000 + n,
      timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    insert into audit_log (actor_email, action, entity, entity_id, detail, created_at)
    select 'staff' || (n % 7) || '@example.com', (array['create','update','delete'])[n % 3 + 1], (array['product','event','course','blog_post'])[n % 4 + 1],
      'row-' || n, jsonb_build_object('name', ${name('Entry')}), timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  // Mail: every 4th failed (so "not delivered"), the rest sent.
  await db.execute(sql`
    insert into mail_outbox (recipient, subject, text_body, status, attempts, created_at)
    select 'reader' || lpad(n::text, 5, '0') || '@example.com', ${name('Subject')}, 'Body.', (case when n % 4 = 0 then 'failed' else 'sent' end)::mail_status,
      case when n % 4 = 0 then 5 else 1 end, timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  // Lessons: 100 to each of the first 100 courses (by catalogue order), numbered within their course.
  await db.execute(sql`
    insert into lessons (course_id, title, order_index, is_published, created_at)
    select (select id from courses where order_index = 1001 + (n - 1) % 100), ${name('Lesson')}, (n - 1) / 100, n % 3 <> 0,
      timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  // The inbox's contact messages: every 4th done.
  await db.execute(sql`
    insert into contact_messages (idempotency_key, name, email, subject, message, status, created_at)
    select 'bulk-contact-' || n, ${name('Sender')}, 'sender' || lpad(n::text, 5, '0') || '@example.com', 'general', 'Hello number ' || n,
      (case when n % 4 = 0 then 'done' else 'new' end)::submission_status, timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  // Stands: 100 to each of 100 groups; every other parent let the site show the kid's name.
  await db.execute(sql`
    insert into fundraiser_groups (type, name, city) select 'school', 'School ' || lpad(g::text, 3, '0'), 'Atlanta' from generate_series(1, 100) g`);
  await db.execute(sql`
    insert into fundraiser_stands (slug, group_id, kid_first_name, kid_last_initial, parent_email, consent_public, created_at)
    select 'bulk-stand-' || n, (select id from fundraiser_groups where name = 'School ' || lpad((1 + n % 100)::text, 3, '0')),
      ${name('Kid')}, 'B', 'parent' || lpad(n::text, 5, '0') || '@example.com', n % 2 = 0, timestamptz '2020-01-01 12:00Z' + n * interval '1 minute'
    from generate_series(1, ${ROWS}) n`);
  for (const table of [
    'products',
    'events',
    'featured_kids',
    'blog_posts',
    'courses',
    'audit_log',
    'mail_outbox',
    'lessons',
    'contact_messages',
    'fundraiser_stands',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}

function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  return timedRead(database.kind, label, run);
}

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const result = await database.db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const api = () => callerFor(database.db, admin, { now: () => NOW });
const pad = (n: number) => String(n).padStart(5, '0');

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createActor(database.db, ['admin']);
  // The seed's own rows are cleared, so every count below is the 10,000 rows'.
  for (const table of [products, events, featuredKids, blogPosts, courses, auditLog, mailOutbox]) await database.db.delete(table);
  await seedContentLists(database.db);
}, 600_000);
afterAll(() => database.close());

describe('content lists at 10,000 rows', () => {
  it('pages, searches, filters and sorts products', async () => {
    await api().admin.products.list({}); // warm-up: the first query of a connection prepares its plans
    const first = await timed('products page 1', () => api().admin.products.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.pageCount).toBe(ROWS / 25);
    expect(first.items.map((p) => p.name).slice(0, 2)).toEqual(['Needle Product 10000', 'Product 09999']);
    const deep = await timed(`products page ${DEEP}`, () => api().admin.products.list({ page: DEEP }));
    expect(deep.items[0]!.name).toBe(`Product ${pad(ROWS - (DEEP - 1) * 25)}`);
    const inactive = await timed('products status=hidden', () => api().admin.products.list({ status: 'hidden', category: 'games' }));
    expect(inactive.total).toBe(834); // n divisible by 3 with n % 4 = 3
    expect(inactive.items.every((p) => !p.isActive && p.category === 'games')).toBe(true);
    const needles = await timed('products search "needle"', () => api().admin.products.list({ search: 'needle' }));
    expect(needles.total).toBe(10);
    const byName = await api().admin.products.list({ sort: 'name', dir: 'asc', pageSize: 2 });
    expect(byName.items.map((p) => p.name)).toEqual(['Needle Product 01000', 'Needle Product 02000']);
    expect((await api().admin.products.list({ page: ROWS })).items).toEqual([]);
    expect(await plan(sql`select id from products order by created_at desc, id desc limit 25`)).toMatch(/products_created_idx/);
  });

  it('pages events by date, splits upcoming from past by the business day, and marks the past ones', async () => {
    await api().admin.events.list({});
    const first = await timed('events page 1', () => api().admin.events.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]).toMatchObject({ eventDate: '2047-05-18', isPast: false, startTime: '10:00' });
    const deep = await timed(`events page ${DEEP}`, () => api().admin.events.list({ page: DEEP }));
    expect(deep.items).toHaveLength(25);
    const past = await timed('events when=past', () => api().admin.events.list({ when: 'past', pageSize: 1 }));
    expect(past.total).toBe(3818);
    expect(past.items[0]).toMatchObject({ eventDate: '2030-06-14', isPast: true });
    const upcoming = await api().admin.events.list({ when: 'upcoming', sort: 'date', dir: 'asc', pageSize: 1 });
    expect(upcoming.items[0]).toMatchObject({ eventDate: '2030-06-15', isPast: false });
    expect(upcoming.total).toBe(ROWS - 3818);
    const searched = await timed('events search "park 7"', () => api().admin.events.list({ search: 'Park 7', type: 'school' }));
    // "Park 7" and "Park 7x": n % 50 in 7, 70..79 does not exist, so n % 50 = 7 only; school: n % 3 = 1.
    expect(searched.items.every((e) => e.location === 'Park 7' && e.type === 'school')).toBe(true);
    expect(searched.total).toBe(67);
    expect(await plan(sql`select id from events order by event_date desc, id desc limit 25`)).toMatch(/events_date_idx/);
  });

  it('pages featured kids by spotlight month, the kids without one last', async () => {
    await api().admin.featuredKids.list({});
    const first = await timed('featured kids page 1', () => api().admin.featuredKids.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]!.name).toBe('Kid 09999');
    expect(first.items[0]!.spotlightMonth).toBe('2833-03');
    const deep = await timed(`featured kids page ${DEEP}`, () => api().admin.featuredKids.list({ page: DEEP }));
    expect(deep.items).toHaveLength(25);
    const last = await api().admin.featuredKids.list({ page: ROWS / 25 });
    expect(last.items.every((k) => k.spotlightMonth === '')).toBe(true);
    const hidden = await timed('featured kids status=hidden', () => api().admin.featuredKids.list({ status: 'hidden' }));
    expect(hidden.total).toBe(3333);
    const needles = await timed('featured kids search', () => api().admin.featuredKids.list({ search: 'needle', sort: 'name' }));
    expect(needles.items.map((k) => k.name)[0]).toBe('Needle Kid 01000');
    expect(await plan(sql`select id from featured_kids order by coalesce(spotlight_month, date '0001-01-01') desc, id desc limit 25`)).toMatch(
      /featured_kids_spotlight_idx/,
    );
  });

  it('pages, filters and searches blog posts', async () => {
    await api().admin.blog.list({});
    const first = await timed('blog page 1', () => api().admin.blog.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]!.slug).toBe('bulk-post-10000');
    const deep = await timed(`blog page ${DEEP}`, () => api().admin.blog.list({ page: DEEP }));
    expect(deep.items[0]!.slug).toBe(`bulk-post-${ROWS - (DEEP - 1) * 25}`);
    const drafts = await timed('blog status=hidden', () => api().admin.blog.list({ status: 'hidden', category: 'events' }));
    expect(drafts.items.every((p) => !p.isPublished && p.category === 'events')).toBe(true);
    expect(drafts.total).toBe(3333); // n % 3 = 0 is a draft, and exactly those are in 'events'
    const searched = await timed('blog search', () => api().admin.blog.list({ search: 'bulk-post-999' }));
    expect(searched.total).toBe(11); // 999 and 9990..9999
    const byPublished = await api().admin.blog.list({ sort: 'publishedAt', dir: 'desc', pageSize: 1 });
    expect(byPublished.items[0]!.slug).toBe('bulk-post-10000');
    expect(await plan(sql`select id from blog_posts order by created_at desc, id desc limit 25`)).toMatch(/blog_posts_created_idx/);
  });

  it('pages courses in catalogue order with their counts', async () => {
    await api().admin.courses.list({});
    const first = await timed('courses page 1', () => api().admin.courses.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]).toMatchObject({ title: 'Course 00001', lessonCount: 100, enrollmentCount: 0 });
    const deep = await timed(`courses page ${DEEP}`, () => api().admin.courses.list({ page: DEEP }));
    expect(deep.items[0]!.title).toBe(`Course ${pad((DEEP - 1) * 25 + 1)}`);
    const advanced = await timed('courses level=advanced', () => api().admin.courses.list({ level: 'advanced', status: 'shown' }));
    expect(advanced.items.every((c) => c.difficultyLevel === 'advanced' && c.isPublished)).toBe(true);
    expect(advanced.total).toBe(3333); // n % 3 = 2: never a multiple of 3, so all published
    const searched = await timed('courses search', () => api().admin.courses.list({ search: 'needle', sort: 'title', dir: 'desc' }));
    expect(searched.items[0]!.title).toBe('Needle Course 10000');
    expect(await plan(sql`select id from courses order by order_index asc, id asc limit 25`)).toMatch(/courses_order_idx/);
  });
});

describe('lessons, the inbox and stands at 10,000 rows', () => {
  it('pages lessons in catalogue order, filters by course and status, and searches titles', async () => {
    await api().admin.lessons.list({});
    const first = await timed('lessons page 1', () => api().admin.lessons.list({}));
    expect(first.total).toBe(ROWS);
    // Course 00001 (order 1001) holds lessons 1, 101, 201, … numbered 0, 1, 2, … within it.
    expect(first.items.slice(0, 2).map((l) => [l.course.title, l.title])).toEqual([
      ['Course 00001', 'Lesson 00001'],
      ['Course 00001', 'Lesson 00101'],
    ]);
    const deep = await timed('lessons page 200', () => api().admin.lessons.list({ page: 200 }));
    expect(deep.items).toHaveLength(25);
    const course = first.items[0]!.courseId;
    const ofCourse = await timed('lessons course=…', () => api().admin.lessons.list({ course, status: 'shown' }));
    expect(ofCourse.items.every((l) => l.courseId === course && l.isPublished)).toBe(true);
    const needles = await timed('lessons search "needle"', () => api().admin.lessons.list({ search: 'needle' }));
    expect(needles.total).toBe(10);
    const newest = await api().admin.lessons.list({ sort: 'createdAt', dir: 'desc', pageSize: 1 });
    expect(newest.items[0]!.title).toBe('Needle Lesson 10000');
    expect(await plan(sql`select id from lessons where title ilike '%needle%'`)).toMatch(/lessons_title_search_idx/);
  });

  it('pages the inbox newest first or by name, filters by status and searches names, addresses and words', async () => {
    await api().admin.inbox.list({ kind: 'contact' });
    const first = await timed('inbox page 1', () => api().admin.inbox.list({ kind: 'contact' }));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]!.values.email).toBe('sender10000@example.com');
    const deep = await timed('inbox page 200', () => api().admin.inbox.list({ kind: 'contact', page: 200 }));
    expect(deep.items[0]!.values.email).toBe(`sender${pad(ROWS - 199 * 25)}@example.com`);
    const done = await timed('inbox status=done', () => api().admin.inbox.list({ kind: 'contact', status: 'done' }));
    expect(done.total).toBe(ROWS / 4);
    const needles = await timed('inbox search "needle"', () => api().admin.inbox.list({ kind: 'contact', search: 'needle' }));
    expect(needles.total).toBe(10);
    expect((await api().admin.inbox.list({ kind: 'contact', search: 'number 9999' })).items.map((r) => r.values.email)).toEqual(['sender09999@example.com']);
    const byName = await api().admin.inbox.list({ kind: 'contact', sort: 'name', pageSize: 1 });
    expect(byName.items[0]!.values.name).toBe('Needle Sender 01000');
    expect(await plan(sql`select id from contact_messages order by created_at desc, id desc limit 25`)).toMatch(/contact_messages_created_idx/);
    expect(await plan(sql`select id from contact_messages where email ilike '%sender0999%'`)).toMatch(/contact_messages_email_search_idx/);
  });

  it('pages stands with their money and points, filters by group and naming, and searches', async () => {
    await api().admin.fundraiser.stands({});
    const first = await timed('stands page 1', () => api().admin.fundraiser.stands({}));
    expect(first.total).toBe(ROWS);
    expect(first.items[0]).toMatchObject({ slug: 'bulk-stand-10000', raisedCents: 0, orderCount: 0 });
    const deep = await timed('stands page 200', () => api().admin.fundraiser.stands({ page: 200 }));
    expect(deep.items[0]!.slug).toBe(`bulk-stand-${ROWS - 199 * 25}`);
    const group = first.items[0]!.groupId;
    const ofGroup = await timed('stands group=…', () => api().admin.fundraiser.stands({ group, naming: 'public' }));
    expect(ofGroup.total).toBe(100); // every 100th stand, all of them even
    expect(ofGroup.items.every((s) => s.groupId === group && s.consentPublic)).toBe(true);
    const searched = await timed('stands search', () => api().admin.fundraiser.stands({ search: 'parent0999' }));
    expect(searched.total).toBe(10);
    const byKid = await api().admin.fundraiser.stands({ sort: 'kid', pageSize: 1 });
    expect(byKid.items[0]!.kidName).toMatch(/^Kid 00001|^Needle/);
    expect(await plan(sql`select id from fundraiser_stands order by created_at desc, id desc limit 25`)).toMatch(/fundraiser_stands_created_idx/);
    expect(await plan(sql`select id from fundraiser_stands where parent_email ilike '%parent0999%'`)).toMatch(/fundraiser_stands_parent_search_idx/);
  });

  it('reads every search from a trigram index', async () => {
    expect(await plan(sql`select id from products where name ilike '%needle%' or slug ilike '%needle%'`)).toMatch(/products_name_search_idx/);
    expect(await plan(sql`select id from audit_log where detail::text ilike '%needle%'`)).toMatch(/audit_log_detail_search_idx/);
    expect(await plan(sql`select id from mail_outbox where subject ilike '%needle%'`)).toMatch(/mail_outbox_subject_search_idx/);
  });
});

describe('the audit log at 10,000 entries', () => {
  it('pages newest or oldest first, filters by kind of record and searches addresses, ids and details', async () => {
    await api().admin.audit.list({});
    const first = await timed('audit page 1', () => api().admin.audit.list({}));
    expect(first.total).toBe(ROWS);
    expect(first.entries[0]!.entityId).toBe('row-10000');
    const deep = await timed(`audit page ${DEEP}`, () => api().admin.audit.list({ page: DEEP }));
    expect(deep.entries[0]!.entityId).toBe(`row-${ROWS - (DEEP - 1) * 25}`);
    const oldest = await api().admin.audit.list({ dir: 'asc' });
    expect(oldest.entries[0]!.entityId).toBe('row-1');
    const courseRows = await timed('audit entity=course', () => api().admin.audit.list({ entity: 'course' }));
    expect(courseRows.total).toBe(2500);
    expect(courseRows.entries.every((e) => e.entity === 'course')).toBe(true);
    const needles = await timed('audit search "needle"', () => api().admin.audit.list({ search: 'needle' }));
    expect(needles.total).toBe(10);
    expect((await api().admin.audit.list({ search: 'staff3@', entity: 'event' })).total).toBe(357); // n % 7 = 3 and n % 4 = 1
    expect((await api().admin.audit.list({ search: 'row-9999' })).entries.map((e) => e.entityId)).toEqual(['row-9999']);
  });
});

describe('the mail outbox at 10,000 mails', () => {
  it('pages all mail or what did not go out, newest or oldest first, and searches address and subject', async () => {
    await api().admin.mail.list({ view: 'all' });
    const first = await timed('mail page 1', () => api().admin.mail.list({ view: 'all' }));
    expect(first.total).toBe(ROWS);
    expect(first.rows[0]!.recipient).toBe('reader10000@example.com');
    const deep = await timed(`mail page ${DEEP}`, () => api().admin.mail.list({ view: 'all', page: DEEP }));
    expect(deep.rows[0]!.recipient).toBe(`reader${pad(ROWS - (DEEP - 1) * 25)}@example.com`);
    const failed = await timed('mail view=undelivered', () => api().admin.mail.list({ view: 'undelivered', dir: 'asc' }));
    expect(failed.total).toBe(ROWS / 4);
    expect(failed.rows[0]!.recipient).toBe('reader00004@example.com');
    expect(await plan(sql`select id from mail_outbox order by created_at desc, id desc limit 25`)).toMatch(/mail_outbox_created_idx/);
    const searched = await timed('mail search', () => api().admin.mail.list({ view: 'all', search: 'needle' }));
    expect(searched.total).toBe(10);
    expect((await api().admin.mail.list({ view: 'all', search: 'reader0999' })).total).toBe(10);
  });
});

describe('bulk actions', () => {
  const idsOf = async (table: typeof products | typeof events | typeof featuredKids | typeof courses, names: string[]) => {
    const column = 'name' in table ? table.name : table.title;
    return (await database.db.select({ id: table.id }).from(table).where(inArray(column, names))).map((row) => row.id);
  };
  const auditRows = (entity: string, action: string) =>
    database.db
      .select({ entityId: auditLog.entityId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action), eq(auditLog.actorEmail, admin!.user.email)));

  it('hides and shows products, logging each one changed, and leaves rows already so alone', async () => {
    const ids = await idsOf(products, ['Product 00001', 'Product 00002', 'Product 00003']); // 3 is inactive already
    expect(await api().admin.products.bulk({ ids, action: 'unpublish' })).toEqual({ changed: 2 });
    const rows = await database.db.select({ isActive: products.isActive }).from(products).where(inArray(products.id, ids));
    expect(rows.every((row) => !row.isActive)).toBe(true);
    expect((await auditRows('product', 'unpublish')).map((row) => row.entityId).sort()).toEqual(ids.filter((_, i) => i < 2).sort());
    expect(await api().admin.products.bulk({ ids, action: 'publish' })).toEqual({ changed: 3 });
  });

  it('refuses to delete products an open order holds, naming them and the orders, and deletes none of the chosen', async () => {
    const [held, free] = await idsOf(products, ['Product 00004', 'Product 00005']);
    const [order] = await database.db
      .insert(orders)
      .values({
        orderNumber: 'OPEN-0001',
        idempotencyKey: 'open-order-key',
        customerName: 'Buyer',
        email: 'buyer@example.com',
        phone: '(404) 555-0100',
        fulfilment: 'pickup',
        status: 'preparing',
        paymentMethod: 'pay_on_fulfilment',
        subtotalCents: 100,
        totalCents: 100,
      })
      .returning({ id: orders.id });
    await database.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: held!, productName: 'Product 00004', unitPriceCents: 100, quantity: 1, lineTotalCents: 100 });

    await expect(api().admin.products.bulk({ ids: [held!, free!], action: 'delete' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Not deleted: "Product 00004" is in open order OPEN-0001. Complete or cancel that order first.',
    });
    await expect(api().admin.products.delete({ id: held! })).rejects.toMatchObject({ code: 'CONFLICT', message: /OPEN-0001/ });
    expect(await idsOf(products, ['Product 00004', 'Product 00005'])).toHaveLength(2);

    // Once the order is completed the product goes, and the order keeps its line's name and price.
    await database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order!.id));
    expect(await api().admin.products.bulk({ ids: [held!, free!], action: 'delete' })).toEqual({ changed: 2 });
    expect(await idsOf(products, ['Product 00004', 'Product 00005'])).toEqual([]);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, productName: 'Product 00004' });
    expect((await auditRows('product', 'delete')).map((row) => row.detail)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Product 00004', bulk: true })]),
    );
  });

  it('publishes blog posts with a publication date, and unpublishing keeps it', async () => {
    const ids = ['bulk-post-3', 'bulk-post-6'];
    const postIds = (await database.db.select({ id: blogPosts.id }).from(blogPosts).where(inArray(blogPosts.slug, ids))).map((row) => row.id);
    expect(await api().admin.blog.bulk({ ids: postIds, action: 'publish' })).toEqual({ changed: 2 });
    const published = await database.db.select({ at: blogPosts.publishedAt, on: blogPosts.isPublished }).from(blogPosts).where(inArray(blogPosts.id, postIds));
    expect(published).toEqual([
      { at: NOW, on: true },
      { at: NOW, on: true },
    ]);
    expect(await api().admin.blog.bulk({ ids: postIds, action: 'unpublish' })).toEqual({ changed: 2 });
    const after = await database.db.select({ at: blogPosts.publishedAt }).from(blogPosts).where(inArray(blogPosts.id, postIds));
    expect(after.every((row) => row.at?.getTime() === NOW.getTime())).toBe(true);
    expect(await api().admin.blog.bulk({ ids: postIds, action: 'delete' })).toEqual({ changed: 2 });
    expect((await auditRows('blog_post', 'delete')).length).toBe(2);
  });

  it('hides, shows and deletes events, featured kids and courses', async () => {
    const eventIds = await idsOf(events, ['Event 00001', 'Event 00002']);
    expect(await api().admin.events.bulk({ ids: eventIds, action: 'unpublish' })).toEqual({ changed: 2 });
    expect(await api().admin.events.bulk({ ids: eventIds, action: 'delete' })).toEqual({ changed: 2 });
    expect(await idsOf(events, ['Event 00001', 'Event 00002'])).toEqual([]);

    const kidIds = await idsOf(featuredKids, ['Kid 00003', 'Kid 00006']); // both hidden
    expect(await api().admin.featuredKids.bulk({ ids: kidIds, action: 'publish' })).toEqual({ changed: 2 });
    const kids = await database.db.select({ shown: featuredKids.isFeatured }).from(featuredKids).where(inArray(featuredKids.id, kidIds));
    expect(kids.every((kid) => kid.shown)).toBe(true);
    expect(await api().admin.featuredKids.bulk({ ids: kidIds, action: 'delete' })).toEqual({ changed: 2 });

    const courseIds = await idsOf(courses, ['Course 00001', 'Course 00002']);
    expect(await api().admin.courses.bulk({ ids: courseIds, action: 'unpublish' })).toEqual({ changed: 2 });
    expect((await auditRows('course', 'unpublish')).length).toBe(2);
    expect(await api().admin.courses.bulk({ ids: courseIds, action: 'delete' })).toEqual({ changed: 2 });
  });

  it('is for admins only, and refuses an empty or oversized choice with a readable message', async () => {
    const moderator = await createActor(database.db, ['moderator']);
    const [id] = await idsOf(products, ['Product 00007']);
    await expect(callerFor(database.db, moderator).admin.products.bulk({ ids: [id!], action: 'delete' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(database.db, null).admin.courses.bulk({ ids: [id!], action: 'publish' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await idsOf(products, ['Product 00007'])).toHaveLength(1);
    await expect(api().admin.events.bulk({ ids: [], action: 'delete' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'ids: Please choose at least one row',
    });
    const tooMany = Array.from({ length: 101 }, () => id!);
    await expect(api().admin.products.bulk({ ids: tooMany, action: 'publish' })).rejects.toMatchObject({ message: 'ids: Please choose at most 100 rows' });
    await expect(api().admin.products.bulk({ ids: [id!], action: 'archive' as never })).rejects.toMatchObject({ message: 'action: Unknown action' });
  });
});
