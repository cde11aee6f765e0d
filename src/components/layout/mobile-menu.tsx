import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HEADER_NAV, MOBILE_EXTRA_NAV } from './nav-items';

// The account links sign out (with a toast) and ask whether the member runs a stand: their code comes with the
// first opening of the menu.
const MobileAccountLinks = lazy(() => import('./mobile-account-links'));

/** The phone menu, open: the header's links, About and Contact, then the account links. */
export default function MobileMenu({ linkClass, activeClass, onNavigate }: { linkClass: string; activeClass: string; onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-candy-purple/15 bg-white px-4 pb-4 lg:hidden">
      <ul className="grid gap-1 pt-2">
        {[...HEADER_NAV, ...MOBILE_EXTRA_NAV].map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`block ${linkClass} text-base`}
              activeProps={{ className: activeClass, 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/' }}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-2 grid gap-1 border-t border-candy-purple/15 pt-2" aria-label="Account">
        <Suspense fallback={null}>
          <MobileAccountLinks linkClass={linkClass} activeClass={activeClass} onNavigate={onNavigate} />
        </Suspense>
      </ul>
    </nav>
  );
}
