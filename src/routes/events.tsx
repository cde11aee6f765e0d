import { createFileRoute } from '@tanstack/react-router';
import { EVENTS_PAGE_SIZE, validateEventsSearch } from '@/features/events/events-search';
import { EventsPage } from '@/features/events/events-page';

export const Route = createFileRoute('/events')({
  validateSearch: validateEventsSearch,
  loader: ({ context }) =>
    context.trpc.content.events.prefetchInfinite({ limit: EVENTS_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, pages: 1 }),
  head: () => ({
    meta: [
      { title: 'Pop-Up Events — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'Find the Drip Cotton Candy cart at pop-ups, festivals and school nights around Atlanta. See the map and add dates to your calendar.',
      },
    ],
  }),
  component: EventsRoute,
});

function EventsRoute() {
  const { view } = Route.useSearch();
  return <EventsPage view={view ?? 'list'} />;
}
