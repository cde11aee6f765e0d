import { useEffect } from 'react';
import type { Command, FinishTopping, Ingredient } from '../engine';

/** Keyboard play (the game is playable without a mouse). Shown in the tutorial and on the action buttons. */
export const SHORTCUTS = {
  sugar: '1',
  syrup: '2',
  cones: '3',
  spin: 's',
  sprinkles: '4',
  stars: '5',
  hearts: '6',
  serve: 'd',
  pause: 'p',
  mute: 'm',
  help: '?',
} as const;

const INGREDIENT_KEYS: Record<string, Ingredient> = { '1': 'sugar', '2': 'syrup', '3': 'cones' };
const TOPPING_KEYS: Record<string, FinishTopping> = { '4': 'sprinkles', '5': 'stars', '6': 'hearts' };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The command for a key, or null. Pure, so it is unit-tested. */
export function commandForKey(key: string): Command | 'help' | null {
  const lower = key.toLowerCase();
  const ingredient = INGREDIENT_KEYS[lower];
  if (ingredient !== undefined) return { type: 'addIngredient', ingredient };
  if (lower === SHORTCUTS.spin) return { type: 'spin' };
  const topping = TOPPING_KEYS[key];
  if (topping !== undefined) return { type: 'finish', topping };
  if (lower === SHORTCUTS.serve) return { type: 'serve' };
  if (lower === SHORTCUTS.pause) return { type: 'togglePause' };
  if (lower === SHORTCUTS.mute) return { type: 'toggleMute' };
  if (key === SHORTCUTS.help) return 'help';
  return null;
}

/**
 * Listens while the panel is expanded. Keys are ignored while typing in a field, with a modifier held, or while
 * a dialog is open (its own controls have the keyboard then).
 */
export function useGameShortcuts(onCommand: (command: Command) => void, onHelp: () => void, dialogOpen: boolean): void {
  useEffect(() => {
    if (dialogOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const command = commandForKey(event.key);
      if (command === null) return;
      event.preventDefault();
      if (command === 'help') onHelp();
      else onCommand(command);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onCommand, onHelp, dialogOpen]);
}
