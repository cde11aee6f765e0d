import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { EVENTS_PAGE_SIZE } from '@/features/events/events-search';
import { validateEventsSearch } from '@shared/page-search';
import { EventsPage } from '@/features/events/events-page';

export const Route = createFileRoute('/events')({
  validateSearch: validateEventsSearch,
  loader: ({ context }) => context.trpc.content.events.prefetchInfinite({ limit: EVENTS_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
  head: routeHead('/events'),
  component: EventsRoute,
});

function EventsRoute() {
  const { view } = Route.useSearch();
  return <EventsPage view={view ?? 'list'} />;
}
