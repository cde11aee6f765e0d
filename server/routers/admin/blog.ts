import { TRPCError } from '@trpc/server';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { blogPostInputSchema, blogPostRefSchema, blogPostUpdateSchema, blogPublishSchema, SLUG_TAKEN_MESSAGE } from '@shared/schemas/admin-blog';
import { recordAudit } from '../../services/audit';
import { renderPostBody } from '@shared/blog-body';
import { adminProcedure, router } from '../../trpc/init';
import { adminBlogBulkSchema, adminBlogListSchema } from '@shared/schemas/admin-content-lists';
import { bulkContentAction } from '../../services/admin-bulk';
import { listBlogPostsPage } from '../../services/admin-content-lists';

const NOT_FOUND = 'This blog post no longer exists.';
const EXCERPT_LENGTH = 160;
// A tag, matched without crossing another '<', so a run of unclosed '<' costs linear time.
const TAG = /<[^<>]*>/g;

/** When staff leave the excerpt empty, the list cards still get one: the post's first words. */
function excerptFrom(html: string): string {
  const text = html
    .replace(TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

const EMPTY_CONTENT = 'Please write some content';

/**
 * HTML is sanitized here, before it is stored, and again by the public pages when they send it; Markdown is stored as
 * written (it is rendered and sanitized when shown). Either way the body must show something.
 */
function toRow(input: z.output<typeof blogPostInputSchema>) {
  const html = renderPostBody(input.content, input.contentFormat);
  const content = input.contentFormat === 'markdown' ? input.content : html;
  if (html.replace(TAG, '').trim() === '' && !/<img\b/i.test(html)) {
    // Shaped like a schema error, so the form shows it beside the content field.
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: EMPTY_CONTENT,
      cause: new z.ZodError([{ code: 'custom', path: ['content'], message: EMPTY_CONTENT, input: input.content }]),
    });
  }
  return { ...input, content, excerpt: input.excerpt || excerptFrom(html) };
}

/** First publication sets the date the blog sorts by; unpublishing and publishing again keeps it. */
function publishedAtFor(isPublished: boolean, now: Date) {
  return isPublished ? sql`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)` : sql`${blogPosts.publishedAt}`;
}

async function assertSlugFree(db: Executor, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  if (taken) throw new TRPCError({ code: 'CONFLICT', message: SLUG_TAKEN_MESSAGE });
}

/** Two admins saving the same new slug at once: the unique index decides, and the loser gets the same message. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function withSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

export const adminBlogRouter = router({
  list: adminProcedure.input(adminBlogListSchema).query(({ ctx, input }) => listBlogPostsPage(ctx.db, input)),

  bulk: adminProcedure
    .input(adminBlogBulkSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => bulkContentAction(tx, ctx.user, 'blog_post', input, ctx.now()))),

  create: adminProcedure.input(blogPostInputSchema).mutation(({ ctx, input }) =>
    withSlugConflict(() =>
      ctx.db.transaction(async (tx) => {
        await assertSlugFree(tx, input.slug);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...toRow(input), publishedAt: input.isPublished ? ctx.now() : null })
          .returning({ id: blogPosts.id, slug: blogPosts.slug });
        await recordAudit(tx, ctx.user, 'create', 'blog_post', row!.id, { title: input.title, slug: input.slug, isPublished: input.isPublished });
        return row!;
      }),
    ),
  ),

  update: adminProcedure.input(blogPostUpdateSchema).mutation(({ ctx, input }) =>
    withSlugConflict(() =>
      ctx.db.transaction(async (tx) => {
        await assertSlugFree(tx, input.post.slug, input.id);
        const [row] = await tx
          .update(blogPosts)
          .set({ ...toRow(input.post), publishedAt: publishedAtFor(input.post.isPublished, ctx.now()) })
          .where(eq(blogPosts.id, input.id))
          .returning({ id: blogPosts.id, slug: blogPosts.slug });
        if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
        await recordAudit(tx, ctx.user, 'update', 'blog_post', input.id, {
          title: input.post.title,
          slug: input.post.slug,
          isPublished: input.post.isPublished,
        });
        return row;
      }),
    ),
  ),

  setPublished: adminProcedure.input(blogPublishSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(blogPosts)
        .set({
          isPublished: input.isPublished,
          publishedAt: publishedAtFor(input.isPublished, ctx.now()),
        })
        .where(eq(blogPosts.id, input.id))
        .returning({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, input.isPublished ? 'publish' : 'unpublish', 'blog_post', input.id, { title: row.title });
      return { id: row.id, isPublished: row.isPublished };
    }),
  ),

  delete: adminProcedure.input(blogPostRefSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, input.id)).returning({ title: blogPosts.title });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'blog_post', input.id, { title: row.title });
      return { id: input.id };
    }),
  ),
});
