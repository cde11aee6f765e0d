import { ClientOnly, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useKeepFocusInView } from './keep-focus-in-view';

/**
 * The public frame: header, page, footer and the game panel. What the frame shows from features (the footer's
 * newsletter sign-up, the game panel) comes in from the root route, so the frame depends on no feature.
 */
export function SiteFrame({ footerSignup, gamePanel, extras }: { footerSignup: ReactNode; gamePanel: ReactNode; extras: ReactNode }) {
  useKeepFocusInView();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter signup={footerSignup} />
      {/* The panel's collapsed bar reads the same for every visitor, so the server renders it; what belongs to this
          browser (the saved game, the session's welcome) appears once the page is live, never in the shared page. */}
      {gamePanel}
      <ClientOnly>{extras}</ClientOnly>
    </div>
  );
}
