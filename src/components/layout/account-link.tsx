import { Link } from '@tanstack/react-router';

/** Desktop only (document 1): the mobile menu has no Login link. */
export function AccountLink({ className, activeClassName }: { className: string; activeClassName: string }) {
  return (
    <Link to="/login" className={className} activeProps={{ className: activeClassName }}>
      Login
    </Link>
  );
}
