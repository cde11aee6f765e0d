import { Link } from '@tanstack/react-router';
import { api } from '@/lib/trpc';

/** Desktop only: the mobile menu has no Login link. It reads Dashboard once the visitor is signed in. */
export function AccountLink({ className, activeClassName }: { className: string; activeClassName: string }) {
  const me = api.account.me.useQuery(undefined, { staleTime: 60_000 });
  if (me.data) {
    return (
      <Link to="/dashboard" className={className} activeProps={{ className: activeClassName }}>
        Dashboard
      </Link>
    );
  }
  return (
    <Link to="/login" className={className} activeProps={{ className: activeClassName }}>
      Login
    </Link>
  );
}
