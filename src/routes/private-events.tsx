import { createFileRoute } from '@tanstack/react-router';
import { loadPrivateEventsSections, PrivateEventsPage } from '@/features/private-events/private-events-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/private-events')({
  loader: ({ context }) => Promise.all([context.trpc.content.packages.prefetch(), context.trpc.content.testimonials.prefetch(), loadPrivateEventsSections()]),
  head: () => ({ meta: pageMeta('/private-events') }),
  component: PrivateEventsPage,
});
