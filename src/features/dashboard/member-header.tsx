import { Link } from '@tanstack/react-router';
import { LogOutIcon } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/session-actions';

const navClass = 'rounded-full px-3 py-2 text-sm font-bold text-ink/75 hover:bg-candy-pink/10 hover:text-candy-pink-dark';
const activeClass = 'bg-candy-pink/15 text-candy-pink-dark';

/** The member area's own header (it is standalone, outside the public frame): home, its two views and Sign Out. */
export function MemberHeader() {
  const signOut = useSignOut();
  return (
    <header className="border-b border-candy-purple/15 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <nav aria-label="Member area" className="order-3 flex w-full flex-wrap gap-1 sm:order-none sm:w-auto">
          <Link to="/dashboard" className={navClass} activeProps={{ className: activeClass, 'aria-current': 'page' }} activeOptions={{ exact: true }}>
            Dashboard
          </Link>
          <Link to="/dashboard/achievements" className={navClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
            Achievements
          </Link>
          <Link to="/dashboard/orders" className={navClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
            My Orders
          </Link>
          <Link to="/dashboard/stand" className={navClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
            My Stand
          </Link>
          <Link to="/dashboard/group" className={navClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
            My Group
          </Link>
          <Link to="/academy" className={navClass}>
            Academy
          </Link>
        </nav>
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          {signOut.isPending ? 'Signing out…' : 'Sign Out'}
        </Button>
      </div>
    </header>
  );
}
