import { useSyncExternalStore } from 'react';

// Whether the game panel is expanded, shared by the frame's bar and by anything that opens the game (the home
// page's game block). Plain React with no engine import, so the first page stays light.
let expanded = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setGamePanelExpanded(value: boolean): void {
  if (expanded === value) return;
  expanded = value;
  emit();
}

export function openGamePanel(): void {
  setGamePanelExpanded(true);
}

export function useGamePanelExpanded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expanded,
    () => false,
  );
}
