import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dispatchNavigationEvent } from '@/lib/navigation-event';

/**
 * Dispatches drip-navigation on every route change, and on a click of an internal link that points at the page
 * already shown (no route change happens then, but the visitor did navigate). One click never counts twice.
 */
export function useNavigationEvents(): void {
  const router = useRouter();

  useEffect(() => {
    dispatchNavigationEvent(router.state.location.pathname);
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) dispatchNavigationEvent(event.toLocation.pathname);
    });
  }, [router]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname) dispatchNavigationEvent(url.pathname);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
