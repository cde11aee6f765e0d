import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';

export const Route = createFileRoute('/dashboard/')({
  loader: ({ context }) => context.trpc.member.dashboard.ensureData(),
  head: () => ({ meta: [{ title: 'My Dashboard — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: DashboardPage,
});
