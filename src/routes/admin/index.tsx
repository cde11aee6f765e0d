import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/')({
  head: routeHead('/admin/'),
  component: DashboardPage,
});
