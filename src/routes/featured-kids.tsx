import { createFileRoute } from '@tanstack/react-router';
import { FeaturedKidsPage } from '@/features/featured-kids/featured-kids-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/featured-kids')({
  loader: ({ context }) => context.trpc.content.featuredKids.prefetch(),
  head: () => ({ meta: pageMeta('/featured-kids') }),
  component: FeaturedKidsPage,
});
