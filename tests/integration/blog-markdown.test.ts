import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema';
import { renderPostBody } from '@shared/blog-body';
import type { BlogPostInput } from '@shared/schemas/admin-blog';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Posts are written in Markdown (or, for posts from before, HTML). What a visitor gets is the server's rendering, and
// the back office's preview calls the same function, so the two cannot differ.

let database: TestDatabase;
let admin: NonNullable<TestActor>;
const clock = { now: new Date('2030-05-01T12:00:00Z') };
const adminApi = () => callerFor(database.db, admin, { now: () => clock.now });
const publicApi = () => callerFor(database.db, null, { now: () => clock.now });

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createActor(database.db, ['admin']);
});
afterAll(() => database.close());

const post = (slug: string, content: string, extra: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Summer Festival Recap',
  slug,
  content,
  isPublished: true,
  ...extra,
});

const MARKDOWN = [
  '## What a day',
  '',
  'We spun **800** cones and *one* giant one.',
  '',
  '- pink',
  '- blue',
  '',
  '[Book us](/private-events) or see ![the stand](/uploads/stand-800.webp)',
].join('\n');

describe('a post written in Markdown', () => {
  it('is stored as written and shown to visitors as HTML, the same HTML the preview shows', async () => {
    const { id } = await adminApi().admin.blog.create(post('markdown-recap', MARKDOWN, { contentFormat: 'markdown' }));
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({
      content: MARKDOWN,
      contentFormat: 'markdown',
      excerpt: 'What a day We spun 800 cones and one giant one. pink blue Book us or see',
    });

    const shown = await publicApi().blog.post({ idOrSlug: 'markdown-recap' });
    expect(shown?.content).toContain('<h2>What a day</h2>');
    expect(shown?.content).toContain('<strong>800</strong>');
    expect(shown?.content).toContain('<em>one</em>');
    expect(shown?.content).toContain('<li>pink</li>');
    expect(shown?.content).toContain('<a href="/private-events">Book us</a>');
    expect(shown?.content).toContain('<img src="/uploads/stand-800.webp" alt="the stand">');
    expect(shown?.content).not.toContain('**');
    expect(shown?.content).toBe(renderPostBody(MARKDOWN, 'markdown'));
  });

  it('is sanitized like HTML: raw script, handlers, javascript: links and outside pictures do not survive', async () => {
    const hostile = [
      'Hello <script>alert(1)</script>',
      '',
      '<img src="/x.png" onerror="alert(2)"> [click](javascript:alert(3)) ![cdn](https://cdn.example/tote.jpg)',
    ].join('\n');
    await adminApi().admin.blog.create(post('hostile-markdown', hostile, { contentFormat: 'markdown' }));
    const shown = (await publicApi().blog.post({ idOrSlug: 'hostile-markdown' }))!.content;
    expect(shown).toContain('Hello');
    expect(shown).not.toMatch(/<script|onerror|javascript:|cdn\.example/i);
    expect(shown).toContain('<img src="/x.png">');
  });

  it('must show something', async () => {
    await expect(adminApi().admin.blog.create(post('empty-markdown', '<script>alert(1)</script>', { contentFormat: 'markdown' }))).rejects.toThrow(
      'Please write some content',
    );
  });
});

describe('a post written in HTML', () => {
  it('keeps rendering as before, and the Markdown signs in it stay text', async () => {
    const html = '<h2>Old post</h2><p>Written **before** Markdown.</p>';
    await adminApi().admin.blog.create(post('html-post', html));
    const shown = (await publicApi().blog.post({ idOrSlug: 'html-post' }))!.content;
    expect(shown).toBe('<h2>Old post</h2><p>Written **before** Markdown.</p>');
  });

  it('loses an outside picture, which the site would not show', async () => {
    await adminApi().admin.blog.create(
      post('html-outside-picture', '<p>Look</p><img src="https://cdn.example/a.jpg" alt="a"><img src="/images/b.webp" alt="b">'),
    );
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'html-outside-picture'));
    expect(row!.content).toBe('<p>Look</p><img alt="a"><img src="/images/b.webp" alt="b">');
  });
});
