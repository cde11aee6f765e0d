import { createRootRouteWithContext, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { CartSync } from '@/components/layout/cart-sync';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { SiteFrame } from '@/components/layout/site-frame';
import { useNavigationEvents } from '@/components/layout/use-navigation-events';
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
      {standalone ? <Outlet /> : <SiteFrame />}
      <CartSync />
      <DeferredToaster />
    </>
  );
}
