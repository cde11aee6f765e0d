import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dispatchNavigationEvent } from '@/lib/navigation-event';

/**
 * Dispatches drip-navigation on every route change, and on a click of an internal link that points at the page
 * already shown (no route change happens then, but the visitor did navigate). One navigation never counts twice.
 */
export function useNavigationEvents(): void {
  const router = useRouter();

  useEffect(() => {
    // The first page counts once, whether it resolved before this effect ran or resolves just after. A page the
    // server rendered is hydrated, not loaded, so no resolve event comes for it: its location is the first page.
    let lastPathname = (router.state.resolvedLocation ?? router.state.location).pathname;
    dispatchNavigationEvent(lastPathname);
    return router.subscribe('onResolved', (event) => {
      const pathname = event.toLocation.pathname;
      if (pathname === lastPathname) return;
      lastPathname = pathname;
      dispatchNavigationEvent(pathname);
    });
  }, [router]);

  useEffect(() => {
    // Capture phase: this runs before the router's own click handler changes the URL.
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname) dispatchNavigationEvent(url.pathname);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
