import { useEffect } from 'react';

/** Whether the element, or one of its ancestors, is pinned to the window (a sticky header, the game panel, a fixed link). */
function pinned(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/**
 * The page's scroll padding (styles.css) keeps the sticky header's and the game panel's height free when the browser
 * scrolls something into view. Chromium applies it only when the control it focuses is outside the window: one
 * already inside it, but under the panel or the header, stays there. This finishes the job after each focus move,
 * so a focused control is never hidden by the frame, whatever the browser.
 */
export function useKeepFocusInView(): void {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling for this focus move, which happens once the event has run.
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== target || pinned(target)) return;
        // A visually hidden radio or checkbox is shown by its label: that is what must be in view.
        const shown = target.getBoundingClientRect().width <= 1 ? (target.closest('label') ?? target) : target;
        const rect = shown.getBoundingClientRect();
        const style = getComputedStyle(document.documentElement);
        const freeTop = Number.parseFloat(style.scrollPaddingTop) || 0;
        const freeBottom = window.innerHeight - (Number.parseFloat(style.scrollPaddingBottom) || 0);
        // A control taller than the free band shows its top, where a person starts reading or typing.
        if (rect.bottom > freeBottom) window.scrollBy({ top: Math.min(rect.bottom - freeBottom, rect.top - freeTop) });
        else if (rect.top < freeTop) window.scrollBy({ top: rect.top - freeTop });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
