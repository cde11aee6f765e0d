import { ClientOnly, Outlet } from '@tanstack/react-router';
import { SignedInWelcome } from '@/features/game-sync/signed-in-welcome';
import { GamePanelMount } from './game-panel-mount';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public frame of document 1: header, page, footer and the game panel. */
export function SiteFrame() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      {/* The panel reads the visitor's saved game and the welcome reads the session: both belong to this browser,
          so they appear once the server's page has been hydrated, never in the shared cached page. */}
      <ClientOnly>
        <GamePanelMount />
        <SignedInWelcome />
      </ClientOnly>
    </div>
  );
}
