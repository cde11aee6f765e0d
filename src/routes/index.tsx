import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.trpc.content.home.ensureData(),
  head: () => ({
    meta: [
      { title: 'Drip Cotton Candy — Sweet indulgence with attitude' },
      {
        name: 'description',
        content:
          'Gourmet cotton candy from a family-run shop in Atlanta. Shop fresh-spun flavors, find our next pop-up, book a party and meet the Drip crew.',
      },
    ],
  }),
  component: HomePage,
});
