import { createFileRoute } from '@tanstack/react-router';
import { FundraiserAdminPage } from '@/features/admin/fundraiser/fundraiser-page';

export const Route = createFileRoute('/admin/fundraiser')({
  // prefetch, not ensureData: a failed read shows the table's own error state.
  loader: ({ context }) => context.trpc.admin.fundraiser.registrations.prefetch({}),
  head: () => ({ meta: [{ title: 'Fluff Fundraiser — Admin — Drip Cotton Candy' }] }),
  component: FundraiserAdminPage,
});
