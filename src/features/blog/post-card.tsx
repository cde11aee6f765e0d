import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, CalendarIcon, HeartIcon, UserIcon } from 'lucide-react';
import { Badge } from '@/components/ui/card';
import { BLOG_CATEGORY_LABELS, formatPostDate } from './blog-meta';

export type PostSummary = {
  id: string;
  title: string;
  excerpt: string;
  emoji: string;
  featuredImage: string;
  category: string;
  author: string;
  publishedAt: Date;
  likeCount: number;
};

export function CategoryBadge({ category }: { category: string }) {
  const meta = BLOG_CATEGORY_LABELS[category] ?? { label: category, className: 'bg-ink/10 text-ink' };
  return <Badge className={meta.className}>{meta.label}</Badge>;
}

function PostArt({ post, large }: { post: PostSummary; large?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center overflow-hidden bg-gradient-to-br from-candy-pink/30 via-candy-purple/20 to-candy-blue/30 ${large ? 'aspect-[16/10] md:aspect-auto md:h-full md:min-h-80' : 'aspect-[16/9]'}`}
    >
      {post.featuredImage ? (
        <img src={post.featuredImage} alt="" className="size-full object-cover" loading={large ? 'eager' : 'lazy'} />
      ) : (
        <span aria-hidden="true" className={large ? 'text-8xl md:text-9xl' : 'text-6xl'}>
          {post.emoji}
        </span>
      )}
    </div>
  );
}

function Byline({ post }: { post: PostSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink/70">
      <span className="inline-flex items-center gap-1">
        <CalendarIcon className="size-4" aria-hidden="true" />
        <time dateTime={post.publishedAt.toISOString()}>{formatPostDate(post.publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <UserIcon className="size-4" aria-hidden="true" />
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1">
        <HeartIcon className="size-4" aria-hidden="true" />
        <span>
          {post.likeCount} <span className="sr-only">likes</span>
        </span>
      </span>
    </p>
  );
}

/** The newest post, shown large at the top of the list. */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  return (
    <article
      data-testid="featured-post"
      className="group relative grid overflow-hidden rounded-3xl border border-candy-purple/15 bg-white shadow-sm transition-shadow hover:shadow-lg md:grid-cols-2"
    >
      <PostArt post={post} large />
      <div className="flex flex-col gap-4 p-6 md:p-10">
        <div className="flex items-center gap-2">
          <Badge className="bg-candy-yellow text-ink">Featured</Badge>
          <CategoryBadge category={post.category} />
        </div>
        <h2 className="font-display text-3xl font-extrabold md:text-4xl">
          <Link to="/blog/$postId" params={{ postId: post.id }} className="after:absolute after:inset-0 hover:text-candy-pink-dark">
            {post.title}
          </Link>
        </h2>
        <p className="text-lg text-ink/80">{post.excerpt}</p>
        <Byline post={post} />
        <span className="mt-auto inline-flex items-center gap-1 font-bold text-candy-pink-dark" aria-hidden="true">
          Read More <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article
      data-testid="post-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-3xl border border-candy-purple/15 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <PostArt post={post} />
      <div className="flex flex-1 flex-col items-start gap-3 p-6">
        <CategoryBadge category={post.category} />
        <h3 className="font-display text-xl font-bold">
          <Link to="/blog/$postId" params={{ postId: post.id }} className="after:absolute after:inset-0 hover:text-candy-pink-dark">
            {post.title}
          </Link>
        </h3>
        <p className="text-ink/75">{post.excerpt}</p>
        <div className="mt-auto">
          <Byline post={post} />
        </div>
      </div>
    </article>
  );
}
