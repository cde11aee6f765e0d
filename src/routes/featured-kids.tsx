import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { FeaturedKidsPage, loadFeaturedKidsSections } from '@/features/featured-kids/featured-kids-page';

export const Route = createFileRoute('/featured-kids')({
  loader: ({ context }) => Promise.all([context.trpc.content.featuredKids.prefetch(), loadFeaturedKidsSections()]),
  head: routeHead('/featured-kids'),
  component: FeaturedKidsPage,
});
