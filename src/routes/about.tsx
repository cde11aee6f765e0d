import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/about-page';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => context.trpc.content.settings.ensureData(),
  head: () => ({
    meta: [
      { title: 'About — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'The family behind Drip Cotton Candy: our Atlanta story, what we stand for, the founders and the mascot crew.',
      },
    ],
  }),
  component: AboutPage,
});
