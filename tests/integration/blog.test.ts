import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogLikes, blogPosts } from '../../server/db/schema';
import { sanitizeHtml } from '@shared/sanitize-html';
import { createAppCaches } from '../../server/services/app-caches';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
const visitor = () => `visitor-${crypto.randomUUID()}`;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await database.db.insert(blogPosts).values([
    {
      id: 'draft-post',
      slug: 'a-draft-nobody-should-see',
      title: 'A draft nobody should see',
      content: '<p>Not yet.</p>',
      isPublished: false,
      publishedAt: new Date('2026-11-10T10:00:00Z'),
    },
    {
      id: 'unsafe-post',
      slug: 'unsafe-post',
      title: 'A post with hostile HTML',
      // Written straight to the table, as a bad import or an old row might be: the read path must still clean it.
      content:
        '<h2>Hello</h2><script>alert("xss")</script><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)" onclick="steal()">link</a><p style="color:red">text</p><iframe src="https://evil.example"></iframe>',
      isPublished: true,
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => database.close());

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'NON_TRPC_ERROR';
  }
}

describe('blog.list', () => {
  it('lists published posts only, newest first, a page at a time through the database', async () => {
    const caller = callerFor(database.db, null);
    const first = await caller.blog.list({ limit: 4 });
    expect(first.items.map((p) => p.id)).toEqual(['blog1', 'blog2', 'blog3', 'blog4']);
    expect(first.nextCursor).not.toBeNull();
    const second = await caller.blog.list({ limit: 4, cursor: first.nextCursor });
    expect(second.items.map((p) => p.id)).toEqual(['blog5', 'blog6', 'unsafe-post']);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((p) => p.id)).not.toContain('draft-post');
    const dates = all.map((p) => p.publishedAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // The list carries no post bodies.
    expect(first.items[0]).not.toHaveProperty('content');
  });

  it('uses a default page size and refuses bad paging input', async () => {
    const caller = callerFor(database.db, null);
    expect((await caller.blog.list({})).items).toHaveLength(4);
    expect(await codeOf(caller.blog.list({ limit: 0 }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.blog.list({ limit: 1000 }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.blog.list({ limit: 4, cursor: { publishedAt: new Date('nope'), id: 'x' } }))).toBe('BAD_REQUEST');
  });

  it('keeps the order stable when two posts share a publication time', async () => {
    const when = new Date('2019-06-01T00:00:00Z');
    await database.db.insert(blogPosts).values([
      { id: 'tie-a', slug: 'tie-a', title: 'Tie A', content: '<p>a</p>', isPublished: true, publishedAt: when },
      { id: 'tie-b', slug: 'tie-b', title: 'Tie B', content: '<p>b</p>', isPublished: true, publishedAt: when },
    ]);
    const caller = callerFor(database.db, null);
    const ids: string[] = [];
    let cursor = null as Awaited<ReturnType<typeof caller.blog.list>>['nextCursor'];
    do {
      const page = await caller.blog.list({ limit: 1, cursor });
      ids.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.slice(-2)).toEqual(['tie-b', 'tie-a']);
    expect(new Set(ids).size).toBe(ids.length);
    await database.db.delete(blogPosts).where(eq(blogPosts.publishedAt, when));
  });
});

describe('blog.post', () => {
  it('answers a made-up address from memory, and sees a new post once the blog is announced as changed', async () => {
    const bus = createLocalBus();
    const caches = createAppCaches(bus);
    const caller = callerFor(database.db, null, { bus, caches });
    expect(await codeOf(caller.blog.post({ idOrSlug: 'written-behind-the-cache' }))).toBe('NOT_FOUND');
    // Written without the back office, so nothing announces it: the set of known posts does not have it yet.
    await database.db.insert(blogPosts).values({
      id: 'written-behind-the-cache',
      slug: 'written-behind-the-cache',
      title: 'Written behind the cache',
      content: '<p>Hello.</p>',
      isPublished: true,
      publishedAt: new Date('2020-01-02T00:00:00Z'),
    });
    expect(await codeOf(caller.blog.post({ idOrSlug: 'written-behind-the-cache' }))).toBe('NOT_FOUND');
    // Any back-office change to the blog publishes 'blog', which reloads the set.
    await bus.publish('blog');
    expect((await caller.blog.post({ idOrSlug: 'written-behind-the-cache' })).title).toBe('Written behind the cache');
    await database.db.delete(blogPosts).where(eq(blogPosts.id, 'written-behind-the-cache'));
  });

  it('opens the seeded posts blog1 .. blog6 by id', async () => {
    const caller = callerFor(database.db, null);
    for (const id of ['blog1', 'blog2', 'blog3', 'blog4', 'blog5', 'blog6']) {
      const post = await caller.blog.post({ idOrSlug: id });
      expect(post.id).toBe(id);
      expect(post.content.length).toBeGreaterThan(100);
    }
  });

  it('opens a post by its slug too', async () => {
    const caller = callerFor(database.db, null);
    const post = await caller.blog.post({ idOrSlug: 'meet-amara-november-featured-kid' });
    expect(post.id).toBe('blog1');
    expect(post.title).toBe('Meet Amara: Our November Featured Kid');
  });

  it('is NOT_FOUND for an unknown id and for an unpublished post (by id or slug)', async () => {
    const caller = callerFor(database.db, null);
    for (const idOrSlug of ['blog99', 'draft-post', 'a-draft-nobody-should-see']) {
      await expect(caller.blog.post({ idOrSlug })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: "Sorry, the blog post you're looking for doesn't exist.",
      });
    }
    expect(await codeOf(caller.blog.post({ idOrSlug: '' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.blog.post({ idOrSlug: 'x'.repeat(500) }))).toBe('BAD_REQUEST');
  });

  it('never sends a script, an event handler, a javascript: link, a frame or inline style', async () => {
    const caller = callerFor(database.db, null);
    const post = await caller.blog.post({ idOrSlug: 'unsafe-post' });
    expect(post.content).toContain('<h2>Hello</h2>');
    expect(post.content).toContain('link</a>');
    expect(post.content).not.toMatch(/<script/i);
    expect(post.content).not.toMatch(/alert\("xss"\)/);
    expect(post.content).not.toMatch(/onerror|onclick/i);
    expect(post.content).not.toMatch(/javascript:/i);
    expect(post.content).not.toMatch(/<iframe|style=/i);
    // The seeded posts keep their structure and their internal links.
    const seeded = await caller.blog.post({ idOrSlug: 'blog5' });
    expect(seeded.content).toContain('<a href="/fluff-fundraiser">Fluff Fundraiser</a>');
    expect(seeded.content).toContain('<blockquote>');
  });
});

describe('sanitizeHtml', () => {
  it('keeps the text structure and drops everything executable', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong></p><script>x()</script>')).toBe('<p>Hi <strong>there</strong></p>');
    expect(sanitizeHtml('<img src="/a.png" alt="A" onerror="x()">')).toBe('<img src="/a.png" alt="A">');
    expect(sanitizeHtml('<a href="javascript:x()">y</a>')).toBe('<a>y</a>');
    expect(sanitizeHtml('<a href="https://example.com/" target="_blank">y</a>')).toBe('<a href="https://example.com/">y</a>');
    expect(sanitizeHtml('<svg><script>x()</script></svg><form><input></form>text')).toBe('text');
  });
});

describe('blog.like', () => {
  it('counts one like per visitor and stores it', async () => {
    const caller = callerFor(database.db, null);
    const me = visitor();
    const before = (await caller.blog.post({ idOrSlug: 'blog2' })).likeCount;
    expect((await caller.blog.likeStatus({ postId: 'blog2', visitorId: me })).liked).toBe(false);
    const first = await caller.blog.like({ postId: 'blog2', visitorId: me });
    expect(first).toMatchObject({ likeCount: before + 1, counted: true });
    const second = await caller.blog.like({ postId: 'blog2', visitorId: me });
    expect(second).toMatchObject({ likeCount: before + 1, counted: false });
    expect((await caller.blog.post({ idOrSlug: 'blog2' })).likeCount).toBe(before + 1);
    expect((await caller.blog.likeStatus({ postId: 'blog2', visitorId: me })).liked).toBe(true);
    const rows = await database.db.select().from(blogLikes).where(eq(blogLikes.visitorId, me));
    expect(rows).toHaveLength(1);
  });

  it('a like by slug counts on the same post', async () => {
    const caller = callerFor(database.db, null);
    const me = visitor();
    const before = (await caller.blog.post({ idOrSlug: 'blog3' })).likeCount;
    await caller.blog.like({ postId: 'fall-pop-up-season-2026', visitorId: me });
    expect(await caller.blog.like({ postId: 'blog3', visitorId: me })).toMatchObject({ likeCount: before + 1, counted: false });
  });

  it('adds up concurrent likes from different browsers, and counts concurrent repeats once', async () => {
    const caller = callerFor(database.db, null);
    const before = (await caller.blog.post({ idOrSlug: 'blog4' })).likeCount;
    const visitors = Array.from({ length: 8 }, visitor);
    // Each browser on its own connection: likes per post are capped per client address.
    await Promise.all(visitors.map((visitorId) => callerFor(database.db, null).blog.like({ postId: 'blog4', visitorId })));
    expect((await caller.blog.post({ idOrSlug: 'blog4' })).likeCount).toBe(before + 8);
    const same = visitor();
    await Promise.all(Array.from({ length: 5 }, () => caller.blog.like({ postId: 'blog4', visitorId: same })));
    expect((await caller.blog.post({ idOrSlug: 'blog4' })).likeCount).toBe(before + 9);
  });

  it('refuses unknown or unpublished posts and malformed visitor ids, and stores nothing', async () => {
    const caller = callerFor(database.db, null);
    const me = visitor();
    expect(await codeOf(caller.blog.like({ postId: 'blog404', visitorId: me }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.blog.like({ postId: 'draft-post', visitorId: me }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.blog.like({ postId: 'blog1', visitorId: 'short' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.blog.like({ postId: 'blog1', visitorId: '<script>alert(1)</script>' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.blog.like({ postId: 'blog1', visitorId: 'x'.repeat(200) }))).toBe('BAD_REQUEST');
    const [draft] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, 'draft-post'));
    expect(draft?.likeCount).toBe(0);
    expect(await database.db.select().from(blogLikes).where(eq(blogLikes.visitorId, me))).toHaveLength(0);
  });
});
