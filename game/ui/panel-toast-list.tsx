import { useSyncExternalStore } from 'react';
import { panelToasts, type PanelToast } from './panel-toasts';

const TONE: Record<PanelToast['tone'], string> = {
  info: 'border-candy-purple-dark/30 bg-white text-ink',
  success: 'border-candy-mint bg-white text-ink',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/** The game's toasts on screen, newest last (see PanelToasts, whose live region holds them). */
export default function PanelToastList() {
  const toasts = useSyncExternalStore(panelToasts.subscribe, panelToasts.get, panelToasts.get);
  return (
    <>
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
    </>
  );
}
