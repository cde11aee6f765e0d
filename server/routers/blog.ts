import { TRPCError } from '@trpc/server';
import { blogLikeSchema, blogListSchema, blogPostSchema } from '@shared/schemas/blog';
import { BLOG_LIKES_TOPIC, blogPostMayExist, getPublishedPost, hasLiked, likePost, listPublishedPosts } from '../services/blog';
import { BLOG_LIKE_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';

const NOT_FOUND = "Sorry, the blog post you're looking for doesn't exist.";

export const blogRouter = router({
  /** Published posts, newest first, a page at a time (Load More Posts). */
  list: publicProcedure.input(blogListSchema).query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),

  /** One published post by id (blog1) or slug; unpublished and unknown posts are both NOT_FOUND. */
  post: publicProcedure.input(blogPostSchema).query(async ({ ctx, input }) => {
    const post = (await blogPostMayExist(ctx.db, ctx.caches.blogPostKeys, input.idOrSlug)) ? await getPublishedPost(ctx.db, input.idOrSlug) : null;
    if (!post) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
    return post;
  }),

  /** Whether this browser already liked the post. */
  likeStatus: publicProcedure.input(blogLikeSchema).query(async ({ ctx, input }) => ({
    liked: await hasLiked(ctx.db, input.postId, input.visitorId),
  })),

  /** Likes a post once per browser; liking again returns the same count. */
  like: publicProcedure
    .input(blogLikeSchema)
    .use(limitPerClient(BLOG_LIKE_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const result = await likePost(ctx.db, input.postId, input.visitorId, ctx.clientIp);
      if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      if (result.counted) await ctx.bus.publish(BLOG_LIKES_TOPIC);
      return result;
    }),
});
