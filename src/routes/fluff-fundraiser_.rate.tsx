import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { RateStandPage } from '@/features/fundraiser/rate-stand-page';
import { optionalString } from '@shared/search-params';

export const Route = createFileRoute('/fluff-fundraiser_/rate')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 100) }),
  head: routeHead('/fluff-fundraiser_/rate'),
  component: RateStandRoute,
});

function RateStandRoute() {
  const { token } = Route.useSearch();
  return <RateStandPage token={token} />;
}
