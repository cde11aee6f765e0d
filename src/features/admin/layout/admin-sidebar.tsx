import { Link } from '@tanstack/react-router';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { isAdmin } from './admin-access';
import { ADMIN_NAV, ADMIN_NAV_GROUPS } from './admin-nav';
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from './sidebar-state';

/** Desktop: a sticky column that collapses to an icon strip. Phones: a slide-over panel. */
export function AdminSidebar() {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            style={{ width: SIDEBAR_WIDTH_MOBILE }}
            className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col bg-white shadow-2xl"
            data-testid="admin-sidebar-mobile"
          >
            <div className="flex items-center justify-between border-b border-candy-purple/15 px-4 py-3">
              <DialogPrimitive.Title className="font-display text-lg font-bold text-candy-purple-dark">Academy Admin</DialogPrimitive.Title>
              <DialogPrimitive.Close className="rounded-full p-2 text-ink/70 hover:bg-ink/5 hover:text-ink" aria-label="Close menu">
                <XIcon className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <SidebarNav collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  return (
    <aside
      data-state={open ? 'expanded' : 'collapsed'}
      data-testid="admin-sidebar"
      className={cn(
        'sticky top-0 flex h-svh shrink-0 flex-col overflow-x-hidden overflow-y-auto border-r border-candy-purple/15 bg-white transition-[width] duration-200',
        open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
      )}
    >
      <div className={cn('flex h-14 items-center border-b border-candy-purple/15', open ? 'px-4' : 'justify-center')}>
        <Link to="/admin" className="flex items-center gap-2" aria-label="Academy Admin, dashboard">
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
          {open ? <span className="font-display text-lg leading-none font-extrabold text-candy-purple-dark">Academy Admin</span> : null}
        </Link>
      </div>
      <SidebarNav collapsed={!open} />
    </aside>
  );
}

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  // A moderator sees the screens of their role only (the guard keeps them out of the rest).
  const me = api.account.me.useQuery();
  const admin = me.data ? isAdmin(me.data.roles) : false;
  const visible = ADMIN_NAV.filter((item) => admin || item.moderator);
  return (
    <nav aria-label="Admin" className={cn('flex-1 py-3', collapsed ? 'px-1.5' : 'px-3')}>
      {ADMIN_NAV_GROUPS.map((group) => {
        const items = visible.filter((item) => item.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group} className="mb-4" role="group" aria-label={group}>
            {collapsed ? (
              <div className="mx-2 mb-2 border-t border-candy-purple/10" aria-hidden="true" />
            ) : (
              <p className="px-2 pb-1 text-xs font-bold tracking-wider text-ink/70 uppercase">{group}</p>
            )}
            <ul className="grid gap-0.5">
              {items.map(({ to, label, icon: Icon, exact }) => (
                <li key={to}>
                  <Link
                    to={to}
                    title={collapsed ? label : undefined}
                    onClick={onNavigate}
                    activeOptions={{ exact: exact === true }}
                    className={cn(
                      'flex h-9 items-center gap-3 rounded-xl text-sm font-semibold text-ink/80 transition-colors hover:bg-candy-purple/10 hover:text-ink',
                      collapsed ? 'justify-center px-0' : 'px-2',
                    )}
                    activeProps={{ className: 'bg-candy-purple/15 text-candy-purple-dark', 'aria-current': 'page' }}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
