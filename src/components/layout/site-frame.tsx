import { ClientOnly, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useKeepFocusInView } from './keep-focus-in-view';

/**
 * The public frame: header, page and footer. What the frame shows from features (the footer's newsletter sign-up,
 * the game panel) comes in from the root route, so the frame depends on no feature.
 */
export function SiteFrame({ footerSignup, extras }: { footerSignup: ReactNode; extras: ReactNode }) {
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
      {/* The panel reads the visitor's saved game and the welcome reads the session: both belong to this browser,
          so they appear once the server's page has been hydrated, never in the shared cached page. */}
      <ClientOnly>{extras}</ClientOnly>
    </div>
  );
}
