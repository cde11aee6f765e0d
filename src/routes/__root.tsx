import { createRootRouteWithContext, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { CartSync } from '@/components/layout/cart-sync';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { SiteFrame } from '@/components/layout/site-frame';
import { useNavigationEvents } from '@/components/layout/use-navigation-events';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { GamePanelHost } from '../../game/ui/game-panel-host';
import { SignedInWelcome } from '../../game/sync/signed-in-welcome';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'Drip Cotton Candy — Sweet indulgence with attitude' },
      {
        name: 'description',
        content: 'Gourmet cotton candy from a family-run shop in Atlanta: treats, merch, pop-ups, private events and kids’ fundraisers.',
      },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useNavigationEvents();
  const standalone = useMatches({ select: (matches) => matches.some((match) => match.staticData.standalone === true) });
  return (
    <>
      <HeadContent />
      {standalone ? (
        <Outlet />
      ) : (
        // The game panel's collapsed bar is plain React; the engine and PixiJS load when it is first expanded.
        <SiteFrame
          footerSignup={<NewsletterForm />}
          extras={
            <>
              <GamePanelHost />
              <SignedInWelcome />
            </>
          }
        />
      )}
      <CartSync />
      <DeferredToaster />
    </>
  );
}
