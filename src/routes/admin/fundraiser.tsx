import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { FundraiserAdminPage } from '@/features/admin/fundraiser/fundraiser-page';
import { FundraiserModerationPage } from '@/features/admin/fundraiser/moderation-queue';
import { isAdmin } from '@/features/admin/layout/admin-access';
import { parseStandsSearch } from '@/features/admin/fundraiser/stands-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/fundraiser')({
  validateSearch: parseStandsSearch,
  loaderDeps: ({ search: { refused: _shownOnce, ...search } }) => search,
  // prefetch, not ensureData: a failed read shows the table's own error state. A moderator reads the review queue only.
  loader: ({ context, deps }) =>
    isAdmin(context.admin.roles)
      ? Promise.all([context.trpc.admin.fundraiser.registrations.prefetch({}), context.trpc.admin.fundraiser.stands.prefetch(adminListInput(deps))])
      : context.trpc.admin.fundraiser.moderation.prefetch(),
  head: routeHead('/admin/fundraiser'),
  component: FundraiserRoute,
});

function FundraiserRoute() {
  const { admin } = Route.useRouteContext();
  const search = Route.useSearch();
  return isAdmin(admin.roles) ? <FundraiserAdminPage search={search} /> : <FundraiserModerationPage refused={search.refused !== undefined} />;
}
