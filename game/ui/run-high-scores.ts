/**
 * choice: a high score is a run, from expanding the panel to collapsing it (or leaving the page): its points and
 * customers served, under the profile's name. Runs that earned nothing are not recorded. The list is kept in the
 * browser.
 */
import { addHighScore, makeHighScoreEntry, sessionTotals, type GameState, type HighScoreEntry, type SessionTotals } from '../engine';
import { loadHighScores, saveHighScores } from './storage';

/** The high scores the browser kept. */
export function readHighScores(): HighScoreEntry[] {
  return loadHighScores();
}

export class RunHighScores {
  private baseline: SessionTotals;

  /** `publish` shows a new list (before it is saved). */
  constructor(
    state: GameState,
    private readonly publish: (highScores: HighScoreEntry[]) => void,
  ) {
    this.baseline = sessionTotals(state);
  }

  /** A run starts from this state (the panel was expanded, or a verified session put the stand elsewhere). */
  restart(state: GameState): void {
    this.baseline = sessionTotals(state);
  }

  /**
   * The run so far ends (the next one starts from here). If it earned points, its entry joins `highScores` and the
   * new list is published and saved.
   */
  finish(state: GameState, highScores: readonly HighScoreEntry[]): void {
    const totals = sessionTotals(state);
    const points = totals.score - this.baseline.score;
    const customers = totals.customersServed - this.baseline.customersServed;
    this.baseline = totals;
    if (points <= 0) return;
    const entry = makeHighScoreEntry(points, customers, new Date().toISOString(), state.profile.name);
    const updated = addHighScore(highScores, entry);
    this.publish(updated);
    saveHighScores(updated);
  }
}
