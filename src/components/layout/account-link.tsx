import { Link } from '@tanstack/react-router';
import { readApi } from '@/lib/trpc-client';

/** The desktop header's Login, which reads Dashboard once the visitor is signed in (the phone menu has its own). */
export function AccountLink({ className, activeClassName }: { className: string; activeClassName: string }) {
  const me = readApi.account.me.useQuery(undefined, { staleTime: 60_000 });
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
