import { createFileRoute } from '@tanstack/react-router';
import { FeaturedKidsPage } from '@/features/admin/featured-kids/featured-kids-page';

export const Route = createFileRoute('/admin/featured-kids')({
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch featured kids' state.
  loader: ({ context }) => context.trpc.admin.featuredKids.list.prefetch(),
  head: () => ({ meta: [{ title: 'Featured Kids — Admin — Drip Cotton Candy' }] }),
  component: FeaturedKidsPage,
});
