import { createFileRoute } from '@tanstack/react-router';
import { EVENTS_PAGE_SIZE } from '@/features/events/events-search';
import { validateEventsSearch } from '@shared/page-search';
import { EventsPage } from '@/features/events/events-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/events')({
  validateSearch: validateEventsSearch,
  loader: ({ context }) => context.trpc.content.events.prefetchInfinite({ limit: EVENTS_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
  head: () => ({ meta: pageMeta('/events') }),
  component: EventsRoute,
});

function EventsRoute() {
  const { view } = Route.useSearch();
  return <EventsPage view={view ?? 'list'} />;
}
