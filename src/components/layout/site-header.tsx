import { Link } from '@tanstack/react-router';
import { MenuIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Logo } from './logo';
import { CartLink } from './cart-link';
import { AccountLink } from './account-link';
import { HEADER_NAV } from './nav-items';
import { onFirstUse } from '@/lib/first-use';

// The open phone menu is code of its own, fetched with the visitor's first pointer over the page, press, key or focus
// (before they can open it), not with every first page; a menu opened before it has arrived shows as soon as it has.
const MobileMenu = lazy(() => import('./mobile-menu'));

const linkClass = 'rounded-full px-3 py-2 text-sm font-bold text-ink/80 transition-colors hover:bg-candy-pink/10 hover:text-candy-pink-dark';
const activeClass = 'bg-candy-pink/15 text-candy-pink-dark';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => onFirstUse(() => void import('./mobile-menu').catch(() => {})), []);
  // Escape closes the phone menu, as it closes any menu, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  return (
    <header className="sticky top-0 z-40 border-b border-candy-purple/15 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {HEADER_NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass}
              activeProps={{ className: activeClass, 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/' }}
            >
              {item.label}
            </Link>
          ))}
          <AccountLink className={linkClass} activeClassName={activeClass} />
          <CartLink />
        </nav>
        <div className="flex items-center gap-1 lg:hidden">
          <CartLink />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-full p-2 text-ink hover:bg-candy-pink/10"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu linkClass={linkClass} activeClass={activeClass} onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
