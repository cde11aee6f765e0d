import { createFileRoute, notFound } from '@tanstack/react-router';
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
  head: ({ loaderData: post }) => {
    if (!post) {
      return {
        meta: [{ title: 'Post Not Found — Drip Cotton Candy' }, { name: 'description', content: "Sorry, the blog post you're looking for doesn't exist." }],
      };
    }
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    const description = post.excerpt || post.title;
    return {
      meta: [
        { title: `${post.title} — Drip Cotton Candy` },
        { name: 'description', content: description },
        { property: 'og:title', content: post.title },
        { property: 'og:description', content: description },
        { property: 'og:type', content: 'article' },
        { property: 'og:url', content: `${origin}/blog/${post.id}` },
        { property: 'og:site_name', content: 'Drip Cotton Candy' },
        { property: 'article:published_time', content: post.publishedAt.toISOString() },
        { property: 'article:author', content: post.author },
        ...(post.featuredImage ? [{ property: 'og:image', content: new URL(post.featuredImage, origin || 'http://localhost').href }] : []),
      ],
    };
  },
  notFoundComponent: PostNotFound,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  return <BlogPostPage idOrSlug={postId} />;
}
