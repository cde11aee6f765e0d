import { createFileRoute } from '@tanstack/react-router';
import { PrivateEventsPage } from '@/features/private-events/private-events-page';

export const Route = createFileRoute('/private-events')({
  loader: ({ context }) => Promise.all([context.trpc.content.packages.ensureData(), context.trpc.content.testimonials.ensureData()]),
  head: () => ({
    meta: [
      { title: 'Private Events — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'Book fresh-spun cotton candy for birthdays, schools, corporate events and festivals in Atlanta. Three party packages; we reply within 24 hours.',
      },
    ],
  }),
  component: PrivateEventsPage,
});
