import { Component, Suspense, lazy, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { explorationCounter } from './exploration-counter';
import { openGamePanel, setGameBarTucked, setGamePanelExpanded, useGameBarTucked, useGamePanelExpanded } from './panel-store';
import { PanelToasts } from './panel-toasts-view';

/**
 * The frame's game panel. Collapsed it is a plain bar with START (96 px, 112 px under 768 px) that imports nothing
 * of the game; the expanded panel with the engine and PixiJS is fetched with import() on the first START.
 */
const ExpandedPanel = lazy(() => import('./expanded-panel'));

/**
 * The CSS variable that tells the page how much of the window's bottom the panel covers (see styles.css, which
 * assumes the collapsed bar until the panel's code has loaded).
 */
const PANEL_HEIGHT_VARIABLE = '--game-panel-height';

/**
 * The panel stands over the bottom of the page. It writes its height to the document so the page's scroll padding
 * keeps a focused field or a link scrolled into view above it; hidden (`hidden`, on pages where a person is
 * finishing a task, such as checkout) it stays mounted, so a game in progress is still there on the next page.
 */
export function GamePanelHost({ hidden = false }: { hidden?: boolean }) {
  const expanded = useGamePanelExpanded();
  const tucked = useGameBarTucked();
  const panel = useRef<HTMLElement>(null);
  // The control that replaces the one just pressed (hide / show the bar) takes the keyboard focus, so it is not lost.
  const focusNextControl = useRef(false);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(PANEL_HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PANEL_HEIGHT_VARIABLE);
    };
  }, []);
  const toggleTucked = (value: boolean) => {
    focusNextControl.current = true;
    setGameBarTucked(value);
  };
  const takeFocus = (control: HTMLButtonElement | null) => {
    if (!control || !focusNextControl.current) return;
    focusNextControl.current = false;
    control.focus();
  };
  const handleOnly = tucked && !expanded;
  return (
    <section
      ref={panel}
      id="game-panel"
      hidden={hidden}
      aria-label="Cotton-Candy Hustle game"
      data-testid="game-panel"
      data-expanded={expanded}
      data-tucked={handleOnly}
      className={
        handleOnly
          ? 'pointer-events-none sticky bottom-0 z-30 flex justify-end px-3 pb-3'
          : 'sticky bottom-0 z-30 border-t-4 border-candy-pink bg-ink text-white'
      }
    >
      {expanded ? (
        <PanelErrorBoundary>
          <Suspense fallback={<LoadingPanel />}>
            <ExpandedPanel />
          </Suspense>
        </PanelErrorBoundary>
      ) : handleOnly ? (
        <button
          ref={takeFocus}
          type="button"
          onClick={() => toggleTucked(false)}
          aria-label="Show the game bar"
          data-testid="game-bar-handle"
          className="pointer-events-auto flex min-h-11 items-center gap-1.5 rounded-full border-2 border-candy-pink bg-ink px-4 font-display text-sm font-extrabold text-white shadow-lg hover:bg-ink/90"
        >
          <span aria-hidden="true">▴</span>
          Game
        </button>
      ) : (
        <CollapsedBar hideControl={takeFocus} onHide={() => toggleTucked(true)} />
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

function CollapsedBar({ hideControl, onHide }: { hideControl: (control: HTMLButtonElement | null) => void; onHide: () => void }) {
  const waiting = useWaitingExplorationCoins();
  return (
    <div className="mx-auto flex h-28 max-w-7xl items-center justify-between gap-3 px-4 md:h-24" data-testid="game-bar">
      <div className="min-w-0 flex-1">
        <p className="font-display text-xl font-extrabold">Cotton-Candy Hustle</p>
        <p className="text-sm text-white/70" aria-live="polite" data-testid="exploration-waiting">
          {waiting > 0 ? `+${waiting} coins for exploring the site are waiting for you!` : 'Spin, serve and build your sweet empire.'}
        </p>
      </div>
      <button
        type="button"
        onClick={openGamePanel}
        aria-expanded={false}
        className="shrink-0 rounded-full bg-candy-yellow px-6 py-3 font-display text-lg font-extrabold text-ink shadow hover:bg-candy-yellow/90 md:px-8"
      >
        START
      </button>
      <button
        ref={hideControl}
        type="button"
        onClick={onHide}
        aria-label="Hide the game bar"
        title="Hide the game bar"
        className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ▾
        </span>
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
