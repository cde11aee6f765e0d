import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { TrackOrderPage } from '@/features/orders/track-order-page';

export const Route = createFileRoute('/track-order')({
  // A plain check (no schema library): route options are part of the first page's JavaScript.
  validateSearch: (search: Record<string, unknown>): { number?: string } => ({
    number: typeof search.number === 'string' && search.number.length <= 40 ? search.number : undefined,
  }),
  head: routeHead('/track-order'),
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const { number } = Route.useSearch();
  return <TrackOrderPage initialNumber={number} />;
}
