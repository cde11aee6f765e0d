import { Link } from '@tanstack/react-router';
import { api } from '@/lib/trpc';
import { useSignOut } from '@/lib/session-actions';

/**
 * The phone menu's way in and out: Sign in for a visitor; for a member their Dashboard, My stand when they run a
 * fundraiser stand, and Sign out; the back office for staff. A phone is often the only device a parent has.
 */
export default function MobileAccountLinks({ linkClass, activeClass, onNavigate }: { linkClass: string; activeClass: string; onNavigate: () => void }) {
  const me = api.account.me.useQuery(undefined, { staleTime: 60_000 });
  const member = me.data && !me.data.roles.includes('admin') ? me.data : null;
  const stands = api.fundraiser.myStands.useQuery(undefined, { enabled: member !== null, staleTime: 60_000 });
  const signOut = useSignOut();
  if (me.data === undefined) return null;
  const link = (to: '/login' | '/dashboard' | '/dashboard/stand' | '/admin', label: string) => (
    <li>
      <Link
        to={to}
        className={`block ${linkClass} text-base`}
        activeProps={{ className: activeClass, 'aria-current': 'page' }}
        activeOptions={{ exact: true }}
        onClick={onNavigate}
      >
        {label}
      </Link>
    </li>
  );
  if (me.data === null) return link('/login', 'Sign in');
  return (
    <>
      {member ? link('/dashboard', 'Dashboard') : link('/admin', 'Back office')}
      {member && (stands.data?.length ?? 0) > 0 ? link('/dashboard/stand', 'My stand') : null}
      <li>
        <button
          type="button"
          className={`block w-full text-left ${linkClass} text-base`}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </button>
      </li>
    </>
  );
}
