import { z } from 'zod';
import { BLOG_PAGE_SIZE } from './blog-paging';
import { LIMITS } from './common';
import { tooLong } from './text';

export { BLOG_PAGE_SIZE };

// Keyset cursor: the last post of the previous page. Paging by position would repeat or skip posts when one is
// published between two clicks on Load More.
export const blogCursorSchema = z.object({
  publishedAt: z.coerce.date({ error: 'Invalid page cursor' }),
  id: z.string().min(1).max(LIMITS.shortText),
});

export const blogListSchema = z.object({
  limit: z.number().int().min(1).max(24).default(BLOG_PAGE_SIZE),
  cursor: blogCursorSchema.nullish(),
});

/** A post id (blog1, a uuid) or its slug: both open the same post. */
export const blogPostRefSchema = z.string().trim().min(1, 'Post not found').max(LIMITS.shortText, tooLong('Post not found'));

export const blogPostSchema = z.object({ idOrSlug: blogPostRefSchema });

/** The random id a browser keeps in localStorage so its like counts once. */
export const visitorIdSchema = z
  .string()
  .min(8, 'Invalid visitor id')
  .max(LIMITS.idempotencyKey, tooLong('Invalid visitor id'))
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid visitor id');

export const blogLikeSchema = z.object({ postId: blogPostRefSchema, visitorId: visitorIdSchema });

export type BlogListInput = z.infer<typeof blogListSchema>;
