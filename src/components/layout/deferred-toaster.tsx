import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Dispatched by code that shows a toast without an interaction first (the signed-in welcome). */
export const TOASTER_WANTED_EVENT = 'drip-toaster-wanted';

/** Mounts the toaster now and resolves once it can show toasts (sonner drops toasts sent before it mounts). */
export async function ensureToaster(): Promise<typeof import('sonner')> {
  window.dispatchEvent(new Event(TOASTER_WANTED_EVENT));
  const sonner = await import('sonner');
  await new Promise<void>((resolve) => setTimeout(resolve, 100));
  return sonner;
}

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
    window.addEventListener(TOASTER_WANTED_EVENT, want, { once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
      window.removeEventListener(TOASTER_WANTED_EVENT, want);
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
