import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AnalyticsPage } from '@/features/admin/analytics/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  // 30 days unless the link says 90.
  validateSearch: (search: Record<string, unknown>): { days?: 90 } => ({
    days: Number(search.days) === 90 ? 90 : undefined,
  }),
  head: routeHead('/admin/analytics'),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const { days } = Route.useSearch();
  return <AnalyticsPage days={days ?? 30} />;
}
