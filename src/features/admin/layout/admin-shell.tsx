import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { LogOutIcon, PanelLeftIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { AdminSidebar } from './admin-sidebar';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SidebarProvider, useSidebar } from './sidebar-state';
import { useLeaveOnLostAccess } from './use-leave-on-lost-access';

/** The back office frame: sidebar, header with the admin's email and Logout, and the screen. */
export function AdminShell() {
  useLeaveOnLostAccess();
  return (
    <SidebarProvider>
      <div className="flex min-h-svh bg-cream" style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON } as CSSProperties}>
        <AdminSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminHeader />
          <main id="main" className="flex-1 px-4 py-6 md:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}

function AdminHeader() {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  const me = api.account.me.useQuery();
  const utils = api.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = api.account.signOut.useMutation({
    onSuccess: async () => {
      toast.success('Logged out', { description: 'You have been successfully logged out.' });
      utils.account.me.setData(undefined, null);
      // Nothing an admin read may stay in the cache for the next person at this browser. Removed, not refetched:
      // a refetch would be refused and count as a lost role.
      queryClient.removeQueries({ queryKey: [['admin']] });
      await navigate({ to: '/admin/login', replace: true });
    },
    onError: () => toast.error('Error', { description: 'Failed to log out. Please try again.' }),
  });

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-candy-purple/15 bg-white/90 px-3 backdrop-blur md:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? openMobile : open}
        title="Toggle sidebar (Ctrl+B)"
      >
        <PanelLeftIcon />
      </Button>
      <div className="h-5 w-px bg-candy-purple/20" aria-hidden="true" />
      <p className="font-display truncate font-bold text-ink max-sm:hidden">Drip Cotton Candy Admin</p>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        {me.data ? (
          <span className="truncate text-sm text-ink/70" data-testid="admin-email">
            {me.data.email}
          </span>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </Button>
      </div>
    </header>
  );
}
