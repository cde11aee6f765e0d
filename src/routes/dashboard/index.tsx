import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { DashboardPage } from '@/features/dashboard/dashboard-page';

export const Route = createFileRoute('/dashboard/')({
  loader: ({ context }) => context.trpc.member.dashboard.ensureData(),
  head: routeHead('/dashboard/'),
  component: DashboardPage,
});
