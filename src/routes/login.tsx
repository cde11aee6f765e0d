import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { optionalString } from '@shared/search-params';
import { LoginPage } from '@/features/account/login-page';
import { safeMemberRedirect } from '@/lib/safe-redirect';
import { SessionLoading } from '@/features/account/session-loading';

export const Route = createFileRoute('/login')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    return { redirect: optionalString(search.redirect) };
  },
  // A signed-in member goes on to the dashboard (which sends an admin to /admin).
  beforeLoad: async ({ context, search }) => {
    const me = await context.trpc.account.me.ensureData();
    if (me) throw redirect({ href: safeMemberRedirect(search.redirect), replace: true });
  },
  // A spinner while the session loads.
  pendingMs: 0,
  pendingComponent: SessionLoading,
  head: routeHead('/login'),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirectTo={target} />;
}
