import { Component, Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { explorationCounter } from './exploration-counter';
import { openGamePanel, setGamePanelExpanded, useGamePanelExpanded } from './panel-store';
import { PanelToasts } from './panel-toasts-view';

/**
 * The frame's game panel. Collapsed it is a plain bar with START (96 px, 112 px under 768 px) that imports nothing
 * of the game; the expanded panel with the engine and PixiJS is fetched with import() on the first START.
 */
const ExpandedPanel = lazy(() => import('./expanded-panel'));

export function GamePanelHost() {
  const expanded = useGamePanelExpanded();
  return (
    <section
      aria-label="Cotton-Candy Hustle game"
      data-testid="game-panel"
      data-expanded={expanded}
      className="sticky bottom-0 z-30 border-t-4 border-candy-pink bg-ink text-white"
    >
      {expanded ? (
        <PanelErrorBoundary>
          <Suspense fallback={<LoadingPanel />}>
            <ExpandedPanel />
          </Suspense>
        </PanelErrorBoundary>
      ) : (
        <CollapsedBar />
      )}
      <PanelToasts expanded={expanded} />
    </section>
  );
}

function useWaitingExplorationCoins(): number {
  return useSyncExternalStore(
    explorationCounter.subscribe,
    () => explorationCounter.waitingCoins,
    () => 0,
  );
}

function CollapsedBar() {
  const waiting = useWaitingExplorationCoins();
  return (
    <div className="mx-auto flex h-28 max-w-7xl items-center justify-between gap-4 px-4 md:h-24" data-testid="game-bar">
      <div>
        <p className="font-display text-xl font-extrabold">Cotton-Candy Hustle</p>
        <p className="text-sm text-white/70" aria-live="polite" data-testid="exploration-waiting">
          {waiting > 0 ? `+${waiting} coins for exploring the site are waiting for you!` : 'Spin, serve and build your sweet empire.'}
        </p>
      </div>
      <button
        type="button"
        onClick={openGamePanel}
        aria-expanded={false}
        className="rounded-full bg-candy-yellow px-8 py-3 font-display text-lg font-extrabold text-ink shadow hover:bg-candy-yellow/90"
      >
        START
      </button>
    </div>
  );
}

function LoadingPanel() {
  return (
    <div className="flex h-[600px] max-h-[calc(100dvh-4rem)] items-center justify-center" role="status">
      <p className="font-display text-xl font-bold">Warming up the spinner…</p>
    </div>
  );
}

/** If the game's code cannot load (offline, a failed deploy), the page stays usable and the bar comes back. */
class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex h-28 max-w-7xl items-center justify-between gap-4 px-4 md:h-24" role="alert">
        <p className="font-bold">The game could not load. Please check your connection and try again.</p>
        <button
          type="button"
          className="rounded-full bg-candy-yellow px-6 py-2 font-bold text-ink"
          onClick={() => {
            this.setState({ failed: false });
            setGamePanelExpanded(false);
          }}
        >
          Close
        </button>
      </div>
    );
  }
}
