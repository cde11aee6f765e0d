import { useEffect, useRef } from 'react';
import { deferredSection } from '@/lib/deferred-section';
import { explorationCounter } from './exploration-counter';
import { readGameBarTucked, subscribeToGamePanel } from './panel-store';

/**
 * The frame's game panel as the first page carries it: the server renders the collapsed bar, and its code (the
 * panel's host, the tucked handle, the toasts' region) loads when the visitor presses, taps or tabs into the bar
 * (see deferredSection), or when the page has something for it to show: the game opened from elsewhere on the page, a
 * toast, coins earned by exploring, the bar to hide on a page that finishes a task, or the bar to show tucked away.
 */
const GamePanelHost = deferredSection('game-panel', () => import('./game-panel-host').then((module) => module.GamePanelHost), { wake: 'reached' });

/** Loads the panel's code: the root route's loader awaits it, so the server renders the bar whole. */
export const loadGamePanel = () => GamePanelHost.load();

if (typeof window !== 'undefined') {
  subscribeToGamePanel(GamePanelHost.wakeUp);
  explorationCounter.subscribe(GamePanelHost.wakeUp);
  // The server cannot know this browser's choice: the bar comes alive at once to show its handle instead.
  if (readGameBarTucked()) GamePanelHost.wakeUp();
}

export function GamePanel({ hidden }: { hidden: boolean }) {
  const firstHidden = useRef(hidden);
  useEffect(() => {
    if (hidden !== firstHidden.current) GamePanelHost.wakeUp();
  }, [hidden]);
  return <GamePanelHost hidden={hidden} />;
}
