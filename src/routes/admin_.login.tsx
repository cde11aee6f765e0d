import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AdminLoginPage } from '@/features/admin/auth/admin-login-page';
import { safeAdminRedirect } from '@/features/admin/auth/safe-redirect';

// zod/mini: route options stay in the first page's bundle.
const searchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

// Not nested under /admin (the trailing underscore): the login page must not run the admin guard.
export const Route = createFileRoute('/admin_/login')({
  staticData: { standalone: true },
  validateSearch: searchSchema,
  beforeLoad: async ({ context, search }) => {
    const me = await context.trpc.account.me.ensureData();
    if (me?.roles.includes('admin')) throw redirect({ href: safeAdminRedirect(search.redirect), replace: true });
  },
  head: () => ({ meta: [{ title: 'Admin Login — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect: origin } = Route.useSearch();
  return <AdminLoginPage origin={origin} />;
}
