import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeftIcon, HeartIcon, Share2Icon } from 'lucide-react';
import { useMemo, useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { sanitizeHtml } from '@shared/sanitize-html';
import { formatPostDate } from './blog-meta';
import { CategoryBadge } from './post-card';
import { sharePost } from './share';
import { getVisitorId } from './visitor-id';
import { LoadError } from '@/components/ui/load-error';
import { PostBody } from '@/components/post-body';

export function BlogPostPage({ idOrSlug }: { idOrSlug: string }) {
  const query = api.blog.post.useQuery({ idOrSlug });
  const router = useRouter();
  // Rendered only after sanitizing in the browser too, whatever the server sent.
  const html = useMemo(() => (query.data ? sanitizeHtml(query.data.content) : ''), [query.data]);

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

  // Links inside a post to our own pages open in the app instead of reloading the whole site.
  function onContentClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate({ to: url.pathname, hash: url.hash.slice(1) || undefined });
  }

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

      <PostBody data-testid="post-content" className="mt-8" onClick={onContentClick} html={html} />

      <footer className="mt-12 flex flex-wrap items-center gap-3 border-t border-candy-purple/15 pt-6">
        <LikeButton postId={post.id} likeCount={post.likeCount} idOrSlug={idOrSlug} />
        <Button
          variant="outline"
          onClick={async () => {
            const result = await sharePost({ title: post.title, text: post.excerpt, url: window.location.href });
            if (result === 'copied') toast.success('Link copied');
            else if (result === 'failed') toast.error('Could not copy the link', { description: window.location.href });
          }}
        >
          <Share2Icon aria-hidden="true" /> Share
        </Button>
      </footer>
    </article>
  );
}

function LikeButton({ postId, likeCount, idOrSlug }: { postId: string; likeCount: number; idOrSlug: string }) {
  const [visitorId] = useState(getVisitorId);
  const utils = api.useUtils();
  const status = api.blog.likeStatus.useQuery({ postId, visitorId });
  const like = api.blog.like.useMutation({
    onSuccess(result) {
      utils.blog.post.setData({ idOrSlug }, (old) => (old ? { ...old, likeCount: result.likeCount } : old));
      utils.blog.likeStatus.setData({ postId, visitorId }, { liked: true });
      void utils.blog.list.invalidate();
    },
    onError(error) {
      // A limit's answer (too many likes from one network) is written for people; anything else is not.
      if (error.data?.code === 'TOO_MANY_REQUESTS') toast.error(error.message);
      else toast.error('Something went wrong', { description: 'Please try again later.' });
    },
  });
  const liked = status.data?.liked === true;
  return (
    <Button
      variant={liked ? 'primary' : 'outline'}
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => {
        // A browser likes a post once; the server enforces it too.
        if (!liked) like.mutate({ postId, visitorId });
      }}
    >
      <HeartIcon aria-hidden="true" className={liked ? 'fill-current' : undefined} />
      Like
      <span data-testid="like-count" className="tabular-nums">
        {likeCount}
      </span>
    </Button>
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
