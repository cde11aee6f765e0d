import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { deferredSection } from '@/lib/deferred-section';
import { api } from '@/lib/trpc';
import { formatPostDate } from './blog-meta';
import { CategoryBadge } from './post-card';
import { LoadError } from '@/components/ui/load-error';

// The post's text (sanitized again in the browser, by DOMPurify) and its like and share buttons come alive after the
// rest of the page, as their own steps: a phone opening a post hydrates its header first instead of running the
// sanitizer, the text's markup and the buttons' code (with the toasts) in one long task.
const PostText = deferredSection('post-text', () => import('./post-text').then((module) => module.PostText));
const PostActions = deferredSection('post-actions', () => import('./post-actions').then((module) => module.PostActions));

/** Loads the code of the post page's deferred sections: the route's loader awaits it (see deferredSection). */
export const loadBlogPostSections = () => Promise.all([PostText.load(), PostActions.load()]);

export function BlogPostPage({ idOrSlug }: { idOrSlug: string }) {
  const query = api.blog.post.useQuery({ idOrSlug });

  if (query.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading post" />
      </div>
    );
  }
  if (query.isError) {
    return query.error.data?.code === 'NOT_FOUND' ? <PostNotFound /> : <LoadError what="this post" className="py-24" onRetry={() => query.refetch()} />;
  }
  const post = query.data;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className="inline-flex items-center gap-1 font-bold text-candy-purple-dark hover:text-candy-pink-dark">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to Blog
      </Link>
      <header className="mt-6">
        <div
          className="flex aspect-[16/7] items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-br from-candy-pink/30 via-candy-purple/20 to-candy-blue/30"
          aria-hidden={post.featuredImage ? undefined : true}
        >
          {post.featuredImage ? <img src={post.featuredImage} alt="" className="size-full object-cover" /> : <span className="text-8xl">{post.emoji}</span>}
        </div>
        <div className="mt-6">
          <CategoryBadge category={post.category} />
        </div>
        <h1 className="font-display mt-3 text-4xl font-extrabold md:text-5xl">{post.title}</h1>
        <p className="mt-3 text-ink/70">
          By <span className="font-bold text-ink">{post.author}</span> ·{' '}
          <time dateTime={post.publishedAt.toISOString()}>{formatPostDate(post.publishedAt)}</time>
        </p>
      </header>

      <PostText content={post.content} />
      <PostActions postId={post.id} likeCount={post.likeCount} idOrSlug={idOrSlug} title={post.title} excerpt={post.excerpt} />
    </article>
  );
}

export function PostNotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl" aria-hidden="true">
        🔍
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">Post Not Found</h1>
      <p className="mt-3 text-ink/70">Sorry, the blog post you're looking for doesn't exist.</p>
      <Button asChild className="mt-6" size="lg">
        <Link to="/blog">Back to Blog</Link>
      </Button>
    </section>
  );
}
