/** The browser event the site dispatches on every page change; the game listens to it for its exploration bonus. */
export const NAVIGATION_EVENT = 'drip-navigation';

export type NavigationEventDetail = { page: string; path: string };

/** '/' is 'Home'; otherwise the first path segment in title case: '/fluff-fundraiser/x' is 'Fluff Fundraiser'. */
export function pageNameFromPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return 'Home';
  return decodeURIComponent(first)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function dispatchNavigationEvent(pathname: string): void {
  const detail: NavigationEventDetail = { page: pageNameFromPath(pathname), path: pathname };
  window.dispatchEvent(new CustomEvent<NavigationEventDetail>(NAVIGATION_EVENT, { detail }));
}
