import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { blogLikes, blogPosts } from '../db/schema';
import type { BlogListInput } from '../schemas/blog';
import { sanitizeHtml } from './sanitize-html';

const visible = and(eq(blogPosts.isPublished, true), sql`${blogPosts.publishedAt} is not null`);

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  emoji: blogPosts.emoji,
  featuredImage: blogPosts.featuredImage,
  category: blogPosts.category,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  likeCount: blogPosts.likeCount,
};

/** One page of published posts, newest first, and the cursor of the next page (null after the last). */
export async function listPublishedPosts(db: Executor, input: BlogListInput) {
  const cursor = input.cursor;
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      cursor
        ? and(
            visible,
            or(
              lt(blogPosts.publishedAt, cursor.publishedAt),
              and(eq(blogPosts.publishedAt, cursor.publishedAt), lt(blogPosts.id, cursor.id)),
            ),
          )
        : visible,
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    // One extra row tells whether another page exists without a count query.
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
  const last = items.at(-1);
  const nextCursor = rows.length > input.limit && last ? { publishedAt: last.publishedAt, id: last.id } : null;
  return { items, nextCursor };
}

async function findPublishedPostId(db: Executor, idOrSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(visible, or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug))))
    .limit(1);
  return row?.id ?? null;
}

/** A published post by id or slug with its HTML sanitized again on the way out; null when there is none. */
export async function getPublishedPost(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(visible, or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug))))
    // An id wins over a slug that happens to spell another post's id.
    .orderBy(sql`case when ${blogPosts.id} = ${idOrSlug} then 0 else 1 end`)
    .limit(1);
  if (!row) return null;
  // Sanitized when saved too; doing it again here protects visitors from rows written any other way.
  return { ...row, publishedAt: row.publishedAt as Date, content: sanitizeHtml(row.content) };
}

/**
 * Records one like per (post, visitor). The like row and the counter change in one transaction, and the counter is
 * incremented in SQL, so concurrent likes from different browsers all count and a repeated like counts once.
 * Returns null when the post is not published.
 */
export async function likePost(db: Executor, idOrSlug: string, visitorId: string) {
  return db.transaction(async (tx) => {
    const postId = await findPublishedPostId(tx, idOrSlug);
    if (!postId) return null;
    const inserted = await tx.insert(blogLikes).values({ postId, visitorId }).onConflictDoNothing().returning({ postId: blogLikes.postId });
    if (inserted.length > 0) {
      const [updated] = await tx
        .update(blogPosts)
        .set({ likeCount: sql`${blogPosts.likeCount} + 1` })
        .where(eq(blogPosts.id, postId))
        .returning({ likeCount: blogPosts.likeCount });
      return { postId, likeCount: updated?.likeCount ?? 0, liked: true, counted: true };
    }
    const [current] = await tx.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, postId));
    return { postId, likeCount: current?.likeCount ?? 0, liked: true, counted: false };
  });
}

/** Whether this browser has liked the post already (so the button shows it). */
export async function hasLiked(db: Executor, idOrSlug: string, visitorId: string): Promise<boolean> {
  const postId = await findPublishedPostId(db, idOrSlug);
  if (!postId) return false;
  const [row] = await db
    .select({ postId: blogLikes.postId })
    .from(blogLikes)
    .where(and(eq(blogLikes.postId, postId), eq(blogLikes.visitorId, visitorId)))
    .limit(1);
  return Boolean(row);
}
