import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/admin/analytics/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  // 30 days unless the link says 90.
  validateSearch: (search: Record<string, unknown>): { days?: 90 } => ({
    days: Number(search.days) === 90 ? 90 : undefined,
  }),
  head: () => ({ meta: [{ title: 'Analytics — Admin — Drip Cotton Candy' }] }),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const { days } = Route.useSearch();
  return <AnalyticsPage days={days ?? 30} />;
}
