import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { AdminShell } from '@/features/admin/layout/admin-shell';
import { Spinner } from '@/components/ui/spinner';

// The back office's guard and frame. Everything under /admin is standalone (no public header and footer) and its code
// is split out of the first page (the component below, and every child route's, load only when /admin is visited).
export const Route = createFileRoute('/admin')({
  staticData: { standalone: true },
  beforeLoad: async ({ context, location }) => {
    // Who may open what is loaded with the back office, not carried by every public page's bundle.
    const [me, { canOpenScreen, isStaff, MODERATOR_HOME }] = await Promise.all([
      context.trpc.account.me.ensureData(),
      import('@/features/admin/layout/admin-access'),
    ]);
    if (!me || !isStaff(me.roles)) {
      // Replace, so Back from the login page does not bounce into the guard again.
      throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    }
    // A moderator opens the screens of their role only; anything else lands on their first one, which says why when
    // they asked for a particular screen (the dashboard, where signing in lands, is simply not theirs).
    if (!canOpenScreen(me.roles, location.pathname)) {
      const askedForScreen = location.pathname.replace(/\/+$/, '') !== '/admin';
      throw redirect({ to: MODERATOR_HOME, search: askedForScreen ? { refused: 'admin-only' } : {}, replace: true });
    }
    return { admin: me };
  },
  // The spinner shows while the session is being checked; short delay so a cached check does not flash it.
  pendingMs: 150,
  pendingComponent: AdminPending,
  head: routeHead('/admin'),
  component: AdminShell,
});

function AdminPending() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-cream">
      <Spinner label="Checking your session" />
    </div>
  );
}
