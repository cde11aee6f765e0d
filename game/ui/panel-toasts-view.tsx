import { useSyncExternalStore } from 'react';
import { panelToasts, type PanelToast } from './panel-toasts';

const TONE: Record<PanelToast['tone'], string> = {
  info: 'border-candy-purple-dark/30 bg-white text-ink',
  success: 'border-candy-mint bg-white text-ink',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * The game's toasts, inside the game panel: at the top right of the play area when it is open, just above the bar
 * when it is collapsed. They take no pointer events at all (they expire on their own), so a tap or click meant for
 * the game or the page under them always lands. They never cover the stand (its counter, jars and spinner, the line
 * and its wishes, the ticket and the buttons): they sit above it, from just under the coins and level (over the
 * toolbar, the tabs and the sky): wide and short on a desktop, right of the stand and above the line; on a phone,
 * where that space is short, only the newest shows, at most three lines of it.
 */
export function PanelToasts({ expanded }: { expanded: boolean }) {
  const toasts = useSyncExternalStore(panelToasts.subscribe, panelToasts.get, panelToasts.get);
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
      {toasts.map((toast) => (
        <div
          key={toast.key}
          data-game-toast={toast.id}
          className={`rounded-2xl border-2 px-3 py-2 shadow-lg motion-safe:animate-[game-toast-in_160ms_ease-out] ${TONE[toast.tone]}`}
        >
          <p className="text-sm font-extrabold">{toast.title}</p>
          {toast.description === undefined ? null : <p className="text-sm text-current/80 max-md:line-clamp-3">{toast.description}</p>}
        </div>
      ))}
    </div>
  );
}
