import { useSyncExternalStore } from 'react';
import { panelToasts, type PanelToast } from './panel-toasts';

const TONE: Record<PanelToast['tone'], string> = {
  info: 'border-candy-purple-dark/30 bg-white text-ink',
  success: 'border-candy-mint bg-white text-ink',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * The game's toasts, inside the game panel: over the top of the play area when it is open, just above the bar when
 * it is collapsed. The region only takes pointer events on the toasts themselves, so nothing around them is blocked.
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
          ? 'pointer-events-none absolute top-28 left-1/2 z-40 flex w-[min(26rem,calc(100%-1.5rem))] -translate-x-1/2 flex-col gap-2'
          : 'pointer-events-none absolute right-3 bottom-full z-40 mb-2 flex w-[min(26rem,calc(100%-1.5rem))] flex-col gap-2'
      }
    >
      {toasts.map((toast) => (
        <div
          key={toast.key}
          data-game-toast={toast.id}
          className={`pointer-events-auto flex items-start gap-2 rounded-2xl border-2 px-3 py-2 shadow-lg motion-safe:animate-[game-toast-in_160ms_ease-out] ${TONE[toast.tone]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-extrabold">{toast.title}</p>
            {toast.description === undefined ? null : <p className="text-sm text-current/80">{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label={`Dismiss: ${toast.title}`}
            onClick={() => panelToasts.dismiss(toast.key)}
            className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-lg leading-none font-bold text-current/60 hover:bg-ink/10"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
