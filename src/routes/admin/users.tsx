import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ROLES } from '@shared/schemas/values';
import { listSearch, oneOf } from '@shared/search-params';
import { UsersPage } from '@/features/admin/users/users-page';
import { USER_LIST_SORTS, type UsersSearch } from '@/features/admin/users/users-search';
import { adminListInput } from '@/features/admin/shared/list-input';

export const Route = createFileRoute('/admin/users')({
  validateSearch: (raw: Record<string, unknown>): UsersSearch => ({ ...listSearch(USER_LIST_SORTS, raw), role: oneOf(ROLES, raw.role) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.admin.users.list.prefetch(adminListInput(deps)),
  head: routeHead('/admin/users'),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersPage search={Route.useSearch()} />;
}
