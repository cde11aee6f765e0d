/** A visitor's press, key, focus or pointer over the page: they are about to do something (open a page, write). */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `load` once, on the visitor's first pointer over the page, press, key or focus: for the code a page rendered by
 * the server does not need to show itself, but that what the visitor does next may need at once.
 */
export function onFirstUse(load: () => void): void {
  const run = () => {
    for (const type of FIRST_USE_EVENTS) removeEventListener(type, run, true);
    load();
  };
  for (const type of FIRST_USE_EVENTS) addEventListener(type, run, { capture: true, passive: true });
}
