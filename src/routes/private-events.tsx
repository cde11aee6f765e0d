import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { loadPrivateEventsSections, PrivateEventsPage } from '@/features/private-events/private-events-page';

export const Route = createFileRoute('/private-events')({
  loader: ({ context }) => Promise.all([context.trpc.content.packages.prefetch(), context.trpc.content.testimonials.prefetch(), loadPrivateEventsSections()]),
  head: routeHead('/private-events'),
  component: PrivateEventsPage,
});
