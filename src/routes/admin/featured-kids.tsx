import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { FeaturedKidsPage } from '@/features/admin/featured-kids/featured-kids-page';
import { parseFeaturedKidsSearch } from '@/features/admin/featured-kids/featured-kids-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/featured-kids')({
  validateSearch: parseFeaturedKidsSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch featured kids' state.
  loader: ({ context, deps }) => context.trpc.admin.featuredKids.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/featured-kids'),
  component: FeaturedKidsRoute,
});

function FeaturedKidsRoute() {
  return <FeaturedKidsPage search={Route.useSearch()} />;
}
