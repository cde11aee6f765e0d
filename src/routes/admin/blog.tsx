import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { BlogPage } from '@/features/admin/blog/blog-page';
import { parseBlogSearch } from '@/features/admin/blog/blog-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/blog')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch blog posts' state.
  loader: ({ context, deps }) => context.trpc.admin.blog.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/blog'),
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogPage search={Route.useSearch()} />;
}
