import { Button } from '@/components/ui/button';
import { useBlogListQuery } from './blog-list-page';
import { PostCard } from './post-card';

/** Every post after the featured one, and the button that loads the next page of them. */
export function MorePosts() {
  const query = useBlogListQuery();
  const rest = query.data?.pages.flatMap((page) => page.items).slice(1) ?? [];
  return (
    <div id="more-posts-list">
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
