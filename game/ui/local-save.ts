/**
 * The guest's game kept in the browser: read once when the game loads, written while it changes (at most twice a
 * second), on collapse and on page hide, and only when something changed. A member's stand lives on the server, so
 * the runtime stops writing once a verified session begins.
 */
import { toSavedGame, type GameState, type PlayerProfile, type SavedGameState } from '../engine';
import { loadProfile, loadSavedGame, saveGame, saveProfile } from './storage';

/** choice: the saved game is written at most twice a second while it changes, and on collapse and page hide. */
const SAVE_THROTTLE_MS = 500;

/** The profile and the game the browser kept (null each when nothing, or nothing readable, is stored). */
export function readLocalSave(): { profile: PlayerProfile | null; saved: SavedGameState | null } {
  const profile = loadProfile();
  return { profile, saved: loadSavedGame() };
}

export class LocalSaveWriter {
  private lastSavedJson: string;
  private lastSaveAt = 0;
  private lastProfileJson: string;

  /** `state` is what the browser holds already, so it is not written again. */
  constructor(state: GameState) {
    this.lastSavedJson = JSON.stringify(toSavedGame(state));
    this.lastProfileJson = JSON.stringify(state.profile);
  }

  /**
   * Writes the game if it changed (unless `force`, not within SAVE_THROTTLE_MS of the last write), and the profile
   * if it changed and the player has saved one (the guest profile is the engine's until then).
   */
  write(state: GameState, options: { force: boolean; profileSaved: boolean }): void {
    const nowMs = Date.now();
    if (!options.force && nowMs - this.lastSaveAt < SAVE_THROTTLE_MS) return;
    const savedJson = JSON.stringify(toSavedGame(state));
    if (savedJson !== this.lastSavedJson) {
      this.lastSavedJson = savedJson;
      this.lastSaveAt = nowMs;
      saveGame(toSavedGame(state));
    }
    if (options.profileSaved) {
      const profileJson = JSON.stringify(state.profile);
      if (profileJson !== this.lastProfileJson) {
        this.lastProfileJson = profileJson;
        saveProfile(state.profile);
      }
    }
  }

  /** The player saved the profile dialog: the profile is written at once. */
  writeProfile(profile: PlayerProfile): void {
    this.lastProfileJson = JSON.stringify(profile);
    saveProfile(profile);
  }
}
