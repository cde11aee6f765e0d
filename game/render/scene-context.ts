import { createContext, useContext } from 'react';
import type { GameRuntime } from '../ui/runtime';
import type { SceneLayout } from './layout';

export interface SceneContextValue {
  runtime: GameRuntime;
  layout: SceneLayout;
  /** The visitor asked for less motion: no spinning, bobbing or flying; things appear where they end up. */
  reducedMotion: boolean;
}

export const SceneContext = createContext<SceneContextValue | null>(null);

export function useScene(): SceneContextValue {
  const value = useContext(SceneContext);
  if (value === null) throw new Error('useScene() outside the game scene');
  return value;
}

/** A draw callback for Graphics that are redrawn every frame from a ticker instead. */
export function noDraw(): void {
  // Intentionally empty: the ticker callback draws these.
}

export const TEXT_FONT = 'Nunito, ui-rounded, system-ui, sans-serif';
