import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { FOOTER_QUICK_LINKS } from './nav-items';
import { SocialLinks } from './social-links';

export function SiteFooter({ signup }: { signup: ReactNode }) {
  return (
    <footer className="mt-16 bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr_1.4fr]">
        <div className="space-y-4">
          <Logo inverted />
          <p className="max-w-xs text-white/80">Sweet indulgence with attitude. Too cool to melt!</p>
          <SocialLinks />
        </div>
        <nav aria-label="Quick Links">
          <h2 className="font-display text-lg font-bold">Quick Links</h2>
          <ul className="mt-3 grid gap-2">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-white/80 hover:text-candy-yellow">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {signup}
      </div>
      <div className="border-t border-white/10 py-5 text-center text-sm text-white/70">
        © {new Date().getFullYear()} Drip Cotton Candy. All rights reserved. Made with love in Atlanta.
      </div>
    </footer>
  );
}
