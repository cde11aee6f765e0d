import { Spinner } from '@/components/ui/spinner';
import { deferredSection } from '@/lib/deferred-section';
import { api } from '@/lib/trpc';
import { BLOG_PAGE_SIZE } from '@shared/schemas/blog-paging';
import { FeaturedPostCard } from './post-card';
import { LoadError } from '@/components/ui/load-error';

// The cards under the featured post, with Load More, come alive as the visitor scrolls to them (see deferredSection).
const MorePosts = deferredSection('more-posts-list', () => import('./more-posts').then((module) => module.MorePosts));

/** Loads the code of the blog page's deferred section: the route's loader awaits it. */
export const loadBlogListSections = () => MorePosts.load();

export function useBlogListQuery() {
  return api.blog.list.useInfiniteQuery({ limit: BLOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor });
}

export function BlogListPage() {
  const query = useBlogListQuery();
  const featured = query.data?.pages[0]?.items[0];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">The Drip Blog</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">Sweet stories from our kitchen, our pop-ups and the amazing kids we get to feature every month.</p>
      </header>

      <div className="mt-10">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading posts" />
          </div>
        ) : query.isError ? (
          <LoadError what="the blog" onRetry={() => query.refetch()} />
        ) : !featured ? (
          <div className="rounded-3xl bg-white py-16 text-center shadow-sm">
            <p className="text-5xl" aria-hidden="true">
              ✍️
            </p>
            <h2 className="mt-3 text-2xl font-bold">No posts yet</h2>
            <p className="mt-2 text-ink/70">Our first stories are being written. Check back soon!</p>
          </div>
        ) : (
          <>
            <FeaturedPostCard post={featured} />
            <MorePosts />
          </>
        )}
      </div>
    </div>
  );
}
