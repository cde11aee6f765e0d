import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Toasts answer something the visitor did, so the toaster (and sonner's code) loads on the first interaction
 * instead of with the first page, which keeps it inside its weight budget. It is mounted before the handler that
 * caused the interaction can show a toast, because that handler's toast() waits for its own chunk as well.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the 4rem sticky header (with a gap), so a toast never covers the navigation or blocks a click on it. */}
      <Toaster position="top-center" richColors closeButton offset={{ top: 80 }} mobileOffset={{ top: 76 }} />
    </Suspense>
  );
}
