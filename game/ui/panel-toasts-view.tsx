import { lazy, Suspense } from 'react';
import { usePanelToastsInUse } from './panel-store';

// The toasts themselves (their store and look) load with the first code that shows one (the game, the members' sync,
// the signed-in welcome): a first page that shows none carries only their empty live region, there from the start
// so that a screen reader announces the first toast.
const PanelToastList = lazy(() => import('./panel-toast-list'));

/**
 * The game's toasts, inside the game panel: at the top right of the play area when it is open, just above the bar
 * when it is collapsed. They take no pointer events at all (they expire on their own), so a tap or click meant for
 * the game or the page under them always lands. They never cover the stand (its counter, jars and spinner, the line
 * and its wishes, the ticket and the buttons): they sit above it, from just under the coins and level (over the
 * toolbar, the tabs and the sky): wide and short on a desktop, right of the stand and above the line; on a phone,
 * where that space is short, only the newest shows, at most three lines of it.
 */
export function PanelToasts({ expanded }: { expanded: boolean }) {
  const inUse = usePanelToastsInUse();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="game-toasts"
      className={
        expanded
          ? 'pointer-events-none absolute top-[3.25rem] right-3 z-40 flex w-[min(22rem,calc(100%-1.5rem))] flex-col gap-2 max-md:[&>*:not(:last-child)]:hidden md:top-[3.75rem] md:w-[min(40rem,calc(100%-27rem))]'
          : 'pointer-events-none absolute right-3 bottom-full z-40 mb-2 flex w-[min(22rem,calc(100%-1.5rem))] flex-col gap-2'
      }
    >
      {inUse ? (
        <Suspense fallback={null}>
          <PanelToastList />
        </Suspense>
      ) : null}
    </div>
  );
}
