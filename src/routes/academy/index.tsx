import { createFileRoute } from '@tanstack/react-router';
import { AcademyPage } from '@/features/academy/academy-page';

export const Route = createFileRoute('/academy/')({
  loader: ({ context }) => context.trpc.academy.courses.ensureData(),
  head: () => ({
    meta: [
      { title: 'Business Academy — Drip Cotton Candy' },
      { name: 'description', content: 'Video courses from the Drip kitchen: run a cotton candy stand, invent flavors and grow a sweet business.' },
    ],
  }),
  component: AcademyPage,
});
