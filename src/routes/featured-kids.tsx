import { createFileRoute } from '@tanstack/react-router';
import { FeaturedKidsPage, loadFeaturedKidsSections } from '@/features/featured-kids/featured-kids-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/featured-kids')({
  loader: ({ context }) => Promise.all([context.trpc.content.featuredKids.prefetch(), loadFeaturedKidsSections()]),
  head: () => ({ meta: pageMeta('/featured-kids') }),
  component: FeaturedKidsPage,
});
