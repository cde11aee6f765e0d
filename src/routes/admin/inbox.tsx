import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { InboxPage } from '@/features/admin/inbox/inbox-page';
import { parseInboxSearch } from '@/features/admin/inbox/inbox-search';
import { isAdmin } from '@/features/admin/layout/admin-access';
import { inboxListInput } from '@/features/admin/inbox/inbox-format';

export const Route = createFileRoute('/admin/inbox')({
  validateSearch: parseInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.admin.inbox.list.prefetch(inboxListInput(deps)),
  head: routeHead('/admin/inbox'),
  component: InboxRoute,
});

function InboxRoute() {
  const { admin } = Route.useRouteContext();
  return <InboxPage search={Route.useSearch()} readOnly={!isAdmin(admin.roles)} />;
}
