import { createHash } from 'node:crypto';
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { KnownKeys } from './cached-value';
import { blogLikes, blogPosts } from '../db/schema';
import type { BlogListInput } from '@shared/schemas/blog';
import { renderPostBody } from '@shared/blog-body';
import { DomainError } from './domain-error';

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
        ? and(visible, or(lt(blogPosts.publishedAt, cursor.publishedAt), and(eq(blogPosts.publishedAt, cursor.publishedAt), lt(blogPosts.id, cursor.id))))
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

/** Whether a post with this id or slug may exist, answered from memory (published or not: the query decides that). */
export function blogPostMayExist(db: Executor, keys: KnownKeys, idOrSlug: string): Promise<boolean> {
  return keys.mayExist(idOrSlug, async () => {
    const rows = await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
    return rows.flatMap((row) => [row.id, row.slug]);
  });
}

/** A published post by id or slug with its HTML sanitized again on the way out; null when there is none. */
export async function getPublishedPost(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content, contentFormat: blogPosts.contentFormat })
    .from(blogPosts)
    .where(and(visible, or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug))))
    // An id wins over a slug that happens to spell another post's id.
    .orderBy(sql`case when ${blogPosts.id} = ${idOrSlug} then 0 else 1 end`)
    .limit(1);
  if (!row) return null;
  // HTML is sanitized when saved too; doing it again here protects visitors from rows written any other way.
  const { contentFormat, ...post } = row;
  return { ...post, publishedAt: row.publishedAt as Date, content: renderPostBody(row.content, contentFormat) };
}

/**
 * Likes one post may get from one client address. The visitor id is made up by the browser, so anyone can invent
 * new ones; a signed, server-issued id would not help, because a script can ask for a fresh one as often as it
 * likes. The client address is what a script cannot change at will, so it bounds the count: a family sharing one
 * connection can each like a post from their own devices, and a flood from one address adds at most this many.
 */
export const LIKES_PER_POST_PER_CLIENT = 5;

/** Announced on the invalidation bus when a like changed a post's count, so cached copies of public posts go. */
export const BLOG_LIKES_TOPIC = 'blog-likes';
export const TOO_MANY_LIKES = 'This post already has all the likes we count from your network. Thank you!';

/** The like table's stand-in for a client address: a one-way hash, so no address is stored with a like. */
export function likeClientKey(clientIp: string): string {
  return createHash('sha256').update(`blog-like:${clientIp}`).digest('hex');
}

/**
 * Records one like per (post, visitor), at most LIKES_PER_POST_PER_CLIENT per client address. The post row is
 * locked first, so concurrent likes are counted against the cap one after another; the like row and the counter
 * change in one transaction, and the counter is incremented in SQL, so a repeated like counts once.
 * Returns null when the post is not published.
 */
export async function likePost(db: Executor, idOrSlug: string, visitorId: string, clientIp: string) {
  return db.transaction(async (tx) => {
    const found = await findPublishedPostId(tx, idOrSlug);
    if (!found) return null;
    const [locked] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, found)).for('update');
    if (!locked) return null;
    const postId = locked.id;
    const clientKey = likeClientKey(clientIp);
    const [already] = await tx
      .select({ postId: blogLikes.postId })
      .from(blogLikes)
      .where(and(eq(blogLikes.postId, postId), eq(blogLikes.visitorId, visitorId)))
      .limit(1);
    if (!already) {
      const [fromClient] = await tx
        .select({ likes: count() })
        .from(blogLikes)
        .where(and(eq(blogLikes.postId, postId), eq(blogLikes.clientKey, clientKey)));
      if ((fromClient?.likes ?? 0) >= LIKES_PER_POST_PER_CLIENT) throw new DomainError('rate_limited', TOO_MANY_LIKES);
    }
    const inserted = await tx.insert(blogLikes).values({ postId, visitorId, clientKey }).onConflictDoNothing().returning({ postId: blogLikes.postId });
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
