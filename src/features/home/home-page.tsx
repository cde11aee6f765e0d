import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { deferredSection } from '@/lib/deferred-section';

// Most visitors land here first, so the route ships almost nothing of its own. The top of the page (the hero, the
// game's block and the mascot crew) arrives rendered by the server and reads the same without its code, which loads
// when the visitor presses, taps or tabs into it (see deferredSection); the sections further down are fetched as the
// visitor scrolls towards them.
const HomeTop = deferredSection('home-top', () => import('./home-top').then((module) => module.HomeTop), { wake: 'reached' });
const HomeMoreSections = lazy(() => import('./home-more-sections'));

/** Loads the code of the home page's deferred top: the route's loader awaits it, so the server renders it whole. */
export const loadHomeSections = () => HomeTop.load();

export function HomePage() {
  return (
    <>
      <HomeTop />
      <WhenNear>
        <HomeMoreSections />
      </WhenNear>
    </>
  );
}

/** Renders its children once the spot where they go comes within reach of the viewport. */
function WhenNear({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={marker} data-testid="home-more" className={near ? undefined : 'min-h-screen'}>
      {near ? <Suspense fallback={<div className="min-h-screen" />}>{children}</Suspense> : null}
    </div>
  );
}
