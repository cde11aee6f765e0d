import { createFileRoute } from '@tanstack/react-router';
import { FeaturedKidsPage } from '@/features/featured-kids/featured-kids-page';

export const Route = createFileRoute('/featured-kids')({
  loader: ({ context }) => context.trpc.content.featuredKids.ensureData(),
  head: () => ({
    meta: [
      { title: 'Featured Kids — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'Meet the kids ages 8-16 who turn cotton candy stands into big causes, and nominate a kid for our monthly Featured Kids spotlight.',
      },
    ],
  }),
  component: FeaturedKidsPage,
});
