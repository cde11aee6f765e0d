import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/layout/route-error';
import { queryClient, queryUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: typeof queryClient; trpc: typeof queryUtils };

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: queryUtils },
  // Links preload their route's code and data on hover or focus, so the next page opens at once.
  defaultPreload: 'intent',
  // The query cache decides freshness; the router should not keep its own copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A page that fails to load keeps the site's frame around it and offers to try again.
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Standalone screens (login, dashboard, back office) render without the public site frame. */
    standalone?: boolean;
  }
}
