import { useSyncExternalStore } from 'react';

// Whether the game panel is expanded, shared by the frame's bar and by anything that opens the game (the home
// page's game block), and whether the visitor has tucked the bar away to a small handle. Plain React with no engine
// import, so the first page stays light.
let expanded = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change of the panel's state (opened, closed, tucked away, toasts in use). */
export function subscribeToGamePanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
    subscribeToGamePanel,
    () => expanded,
    () => false,
  );
}

// The bar is tucked away for good once a visitor asks: the choice is kept in this browser, so it stays small from
// page to page and on the next visit, until the handle brings it back.
// index.html reads the same key before the first paint, so a tucked bar never shows open while the page loads.
export const GAME_BAR_TUCKED_KEY = 'drip-game-bar-tucked';
let tucked: boolean | undefined;

/** Whether this browser keeps the bar tucked away. */
export function readGameBarTucked(): boolean {
  if (tucked === undefined) {
    try {
      tucked = window.localStorage.getItem(GAME_BAR_TUCKED_KEY) === '1';
    } catch {
      // Storage can be switched off (private mode, a policy): the bar then starts open on each page load.
      tucked = false;
    }
  }
  return tucked;
}

export function setGameBarTucked(value: boolean): void {
  if (readGameBarTucked() === value) return;
  tucked = value;
  try {
    if (value) window.localStorage.setItem(GAME_BAR_TUCKED_KEY, '1');
    else window.localStorage.removeItem(GAME_BAR_TUCKED_KEY);
  } catch {
    // Not remembered, but tucked for as long as the page is open.
  }
  emit();
}

export function useGameBarTucked(): boolean {
  return useSyncExternalStore(subscribeToGamePanel, readGameBarTucked, () => false);
}

// Whether any code that shows the game's toasts has loaded (it marks it as it loads): the panel then fetches the
// toasts' own code and shows them. Until then there are none to show.
let toastsInUse = false;

export function markPanelToastsInUse(): void {
  if (toastsInUse) return;
  toastsInUse = true;
  emit();
}

export function usePanelToastsInUse(): boolean {
  return useSyncExternalStore(
    subscribeToGamePanel,
    () => toastsInUse,
    () => false,
  );
}
