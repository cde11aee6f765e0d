import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { TRPCClientError } from '@trpc/client';
import { BlogPostPage, loadBlogPostSections, PostNotFound } from '@/features/blog/blog-post-page';

export const Route = createFileRoute('/blog/$postId')({
  loader: async ({ context, params }) => {
    try {
      const [post] = await Promise.all([context.trpc.blog.post.ensureData({ idOrSlug: params.postId }), loadBlogPostSections()]);
      return post;
    } catch (error) {
      if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
  },
  head: routeHead('/blog/$postId'),
  notFoundComponent: PostNotFound,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  return <BlogPostPage idOrSlug={postId} />;
}
