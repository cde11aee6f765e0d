import { createContext, useContext } from 'react';
import { useValue } from './store';
import type { GameRuntime, PanelState } from './runtime';
import type { UiSnapshot } from './ui-snapshot';

export const RuntimeContext = createContext<GameRuntime | null>(null);

export function useRuntime(): GameRuntime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error('useRuntime() outside the game panel');
  return runtime;
}

export function useUi(): UiSnapshot {
  return useValue(useRuntime().ui);
}

export function usePanel(): PanelState {
  return useValue(useRuntime().panel);
}
