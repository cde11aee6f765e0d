/**
 * Local storage for the game (saved game, profile, high scores, tutorial and played flags). Every read and write is
 * guarded: private mode, a full quota or corrupt JSON are logged once per key and the game carries on with defaults,
 * never breaking the page.
 */
import {
  STORAGE_KEYS,
  normaliseHighScores,
  normaliseProfile,
  normaliseSavedGame,
  type HighScoreEntry,
  type PlayerProfile,
  type SavedGameState,
} from '../engine';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const reported = new Set<string>();

function report(action: 'read' | 'write', key: StorageKey, error: unknown): void {
  const id = `${action}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  // Storage failures are only logged, and defaults are used: the game must never break the page.
  console.warn(`Cotton-Candy Hustle could not ${action} ${key} in local storage; using defaults.`, error);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw on the mere access to localStorage when it is disabled.
    return null;
  }
}

function readJson(key: StorageKey): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    report('read', key, error);
    return null;
  }
}

function writeJson(key: StorageKey, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    report('write', key, error);
  }
}

export function loadSavedGame(): SavedGameState | null {
  const raw = readJson(STORAGE_KEYS.gameState);
  return raw === null ? null : normaliseSavedGame(raw);
}

export function saveGame(saved: SavedGameState): void {
  writeJson(STORAGE_KEYS.gameState, saved);
}

export function loadProfile(): PlayerProfile | null {
  return normaliseProfile(readJson(STORAGE_KEYS.playerProfile));
}

export function saveProfile(profile: PlayerProfile): void {
  writeJson(STORAGE_KEYS.playerProfile, profile);
}

export function loadHighScores(): HighScoreEntry[] {
  return normaliseHighScores(readJson(STORAGE_KEYS.highScores));
}

export function saveHighScores(entries: readonly HighScoreEntry[]): void {
  writeJson(STORAGE_KEYS.highScores, entries);
}

export type FlagKey = 'tutorialSeen' | 'enhancedGamePlayed';

export function readFlag(flag: FlagKey): boolean {
  return readJson(STORAGE_KEYS[flag]) === true;
}

export function setFlag(flag: FlagKey): void {
  writeJson(STORAGE_KEYS[flag], true);
}
