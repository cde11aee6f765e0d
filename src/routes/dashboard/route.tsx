import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SessionLoading } from '@/features/account/session-loading';

// The member area's guard: no user goes to /login (and comes back here after signing in), an admin goes
// to the back office.
export const Route = createFileRoute('/dashboard')({
  staticData: { standalone: true },
  beforeLoad: async ({ context, location }) => {
    const me = await context.trpc.account.me.ensureData();
    if (!me) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (me.roles.includes('admin')) throw redirect({ href: '/admin', replace: true });
    return { member: me };
  },
  pendingMs: 0,
  pendingComponent: SessionLoading,
  component: Outlet,
});
