import { createFileRoute } from '@tanstack/react-router';
import { FundraiserAdminPage } from '@/features/admin/fundraiser/fundraiser-page';
import { FundraiserModerationPage } from '@/features/admin/fundraiser/moderation-queue';
import { isAdmin } from '@/features/admin/layout/admin-access';

export const Route = createFileRoute('/admin/fundraiser')({
  // prefetch, not ensureData: a failed read shows the table's own error state. A moderator reads the review queue only.
  loader: ({ context }) =>
    isAdmin(context.admin.roles) ? context.trpc.admin.fundraiser.registrations.prefetch({}) : context.trpc.admin.fundraiser.moderation.prefetch(),
  head: () => ({ meta: [{ title: 'Fluff Fundraiser — Admin — Drip Cotton Candy' }] }),
  component: FundraiserRoute,
});

function FundraiserRoute() {
  const { admin } = Route.useRouteContext();
  return isAdmin(admin.roles) ? <FundraiserAdminPage /> : <FundraiserModerationPage />;
}
