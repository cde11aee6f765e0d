import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

type Sonner = typeof import('sonner');
// Asked for before the toaster's host had mounted: it mounts the toaster at once.
let toasterAsked = false;
let askForToaster: (() => void) | undefined;
let toasterListens: (sonner: Sonner) => void = () => {};
const listening = new Promise<Sonner>((resolve) => {
  toasterListens = resolve;
});

/**
 * sonner's toast functions once the page's toaster is mounted and listening (a toast shown before that is lost), for
 * code on a page's first screen that should not load sonner with the page: `void whenToasterListens().then(({ toast })
 * => toast.success('Added to cart'))`.
 */
export function whenToasterListens(): Promise<Sonner> {
  toasterAsked = true;
  askForToaster?.();
  return listening;
}

/** Rendered after the toaster in the same boundary: its effect runs once the toaster's own subscription is made. */
function ToasterListening() {
  useEffect(() => {
    void import('sonner').then(toasterListens);
  }, []);
  return null;
}

/**
 * Toasts answer something the visitor did, so the toaster (and sonner's code) loads on the first interaction
 * instead of with the first page, which keeps it inside its weight budget. It is mounted before the handler that
 * caused the interaction can show a toast, because that handler's toast() waits for its own chunk as well.
 */
export function DeferredToaster({ belowHeader }: { belowHeader: boolean }) {
  const [wanted, setWanted] = useState(toasterAsked);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    askForToaster = want;
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true, passive: true });
    return () => {
      askForToaster = undefined;
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* One toaster that moves (a toast shown just before a navigation stays): on the public pages below the 4rem
          sticky header, with a gap, so it never covers the navigation or blocks a click on it; on the standalone
          screens (sign-in, member area, back office), which open with their heading and form at the top and have no
          game bar, at the bottom, where it covers neither. */}
      <Toaster
        position={belowHeader ? 'top-center' : 'bottom-center'}
        richColors
        closeButton
        offset={belowHeader ? { top: 80 } : { bottom: 24 }}
        mobileOffset={belowHeader ? { top: 76 } : { bottom: 16 }}
      />
      <ToasterListening />
    </Suspense>
  );
}
