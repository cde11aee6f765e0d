import { ClientOnly, createRootRouteWithContext, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { CartSync } from '@/components/layout/cart-sync';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteHead } from '@/components/layout/route-head';
import { SiteFrame } from '@/components/layout/site-frame';
import { useNavigationEvents } from '@/components/layout/use-navigation-events';
import { GamePanel, loadGamePanel } from '../../game/ui/game-panel';
import { SignedInWelcome } from '../../game/sync/signed-in-welcome';
import { deferredSection } from '@/lib/deferred-section';
import type { RouterContext } from '@/router';
import { useEffect } from 'react';

// The footer's sign-up sits at the bottom of every page: its code (the form, the mutation hook) loads and the form
// comes alive as the visitor nears it or reaches into it (see deferredSection), not with every first page.
const FooterSignup = deferredSection('newsletter-signup', () => import('@/features/newsletter/newsletter-form').then((module) => module.NewsletterForm));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: routeHead('__root__'),
  // The footer's social links come from Settings: read with every page, so the server renders them and the
  // browser does not ask again. prefetch, so a failed read leaves the page (the links simply wait for a later read).
  // The sign-up's and the game bar's code is awaited so the server renders them whole.
  loader: ({ context }) => Promise.all([context.trpc.content.settings.prefetch(), FooterSignup.load(), loadGamePanel()]),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useNavigationEvents();
  // Marks the page as live (the server's markup hydrated, or the shell rendered): tests wait for it instead of time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const standalone = useMatches({ select: (matches) => matches.some((match) => match.staticData.standalone === true) });
  const withoutGamePanel = useMatches({ select: (matches) => matches.some((match) => match.staticData.withoutGamePanel === true) });
  return (
    <>
      {/* The server writes the first page's head itself (with the schema.org data and link-preview tags); the
          route's head takes over in the browser, where it follows the visitor from page to page. */}
      <ClientOnly>
        <RouteHead />
      </ClientOnly>
      {standalone ? (
        <Outlet />
      ) : (
        // The game panel's collapsed bar comes alive when used; the engine and PixiJS load when it is first expanded.
        <SiteFrame footerSignup={<FooterSignup />} gamePanel={<GamePanel hidden={withoutGamePanel} />} extras={<SignedInWelcome />} />
      )}
      <CartSync />
      <DeferredToaster belowHeader={!standalone} />
      {/* The router's hydration data, written by the server as inline scripts that remove themselves once read, so
          the browser has nothing to render here (and leaves the code that writes them out of its bundle). */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </>
  );
}
