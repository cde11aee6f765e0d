import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { EventsPage } from '@/features/admin/events/events-page';
import { parseEventsSearch } from '@/features/admin/events/events-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/events')({
  validateSearch: parseEventsSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensureData: a failed read shows the screen's own 'Failed to fetch events' state.
  loader: ({ context, deps }) => context.trpc.admin.events.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/events'),
  component: EventsRoute,
});

function EventsRoute() {
  return <EventsPage search={Route.useSearch()} />;
}
