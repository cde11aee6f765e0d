import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '@/features/admin/events/events-page';

export const Route = createFileRoute('/admin/events')({
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch events' state.
  loader: ({ context }) => context.trpc.admin.events.list.prefetch(),
  head: () => ({ meta: [{ title: 'Events — Admin — Drip Cotton Candy' }] }),
  component: EventsPage,
});
