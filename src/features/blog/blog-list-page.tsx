import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { BLOG_PAGE_SIZE } from '@shared/schemas/blog-paging';
import { FeaturedPostCard, PostCard } from './post-card';
import { LoadError } from '@/components/ui/load-error';

export function useBlogListQuery() {
  return api.blog.list.useInfiniteQuery({ limit: BLOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor });
}

export function BlogListPage() {
  const query = useBlogListQuery();
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [featured, ...rest] = posts;

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
            {rest.length > 0 ? (
              <section aria-labelledby="more-posts" className="mt-12">
                <h2 id="more-posts" className="sr-only">
                  More posts
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {rest.map((post) => (
                    <li key={post.id} className="flex">
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>

      {query.hasNextPage ? (
        <div className="mt-10 flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load More Posts'}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-4 text-center text-sm font-semibold text-red-600">
          We couldn’t load more posts. Please try again.
        </p>
      ) : null}
    </div>
  );
}
