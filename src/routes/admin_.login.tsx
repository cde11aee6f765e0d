import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { optionalString } from '@shared/search-params';
import { AdminLoginPage } from '@/features/admin/auth/admin-login-page';
import { safeAdminRedirect } from '@/lib/safe-redirect';

// Not nested under /admin (the trailing underscore): the login page must not run the admin guard.
export const Route = createFileRoute('/admin_/login')({
  staticData: { standalone: true },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    // Always return the key: the router keeps raw params it is not given a value for.
    return { redirect: optionalString(search.redirect) };
  },
  beforeLoad: async ({ context, search }) => {
    const [me, { isStaff }] = await Promise.all([context.trpc.account.me.ensureData(), import('@/features/admin/layout/admin-access')]);
    if (me && isStaff(me.roles)) throw redirect({ href: safeAdminRedirect(search.redirect), replace: true });
  },
  head: routeHead('/admin_/login'),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect: origin } = Route.useSearch();
  return <AdminLoginPage origin={origin} />;
}
