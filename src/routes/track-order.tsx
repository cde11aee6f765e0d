import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderPage } from '@/features/orders/track-order-page';

export const Route = createFileRoute('/track-order')({
  // A plain check (no schema library): route options are part of the first page's JavaScript.
  validateSearch: (search: Record<string, unknown>): { number?: string } => ({
    number: typeof search.number === 'string' && search.number.length <= 40 ? search.number : undefined,
  }),
  head: () => ({
    meta: [
      { title: 'Track Your Order — Drip Cotton Candy' },
      { name: 'description', content: 'Find your Drip Cotton Candy order by its number and email and see where it is.' },
    ],
  }),
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const { number } = Route.useSearch();
  return <TrackOrderPage initialNumber={number} />;
}
