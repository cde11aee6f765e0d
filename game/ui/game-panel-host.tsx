import { openGamePanel, useGamePanelExpanded } from './panel-store';

/**
 * The frame's game panel. Collapsed it is a plain bar with START (96 px, 112 px under 768 px); the expanded panel
 * with the engine and PixiJS is loaded on first expansion (built in the game work: game/ui).
 */
export function GamePanelHost() {
  const expanded = useGamePanelExpanded();
  return (
    <section aria-label="Cotton-Candy Hustle game" className="sticky bottom-0 z-30 border-t-4 border-candy-pink bg-ink text-white">
      <div className="mx-auto flex h-28 max-w-7xl items-center justify-between gap-4 px-4 md:h-24">
        <div>
          <p className="font-display text-xl font-extrabold">Cotton-Candy Hustle</p>
          <p className="text-sm text-white/70">Spin, serve and build your sweet empire.</p>
        </div>
        <button
          type="button"
          onClick={openGamePanel}
          aria-expanded={expanded}
          className="rounded-full bg-candy-yellow px-8 py-3 font-display text-lg font-extrabold text-ink shadow hover:bg-candy-yellow/90"
        >
          START
        </button>
      </div>
    </section>
  );
}
