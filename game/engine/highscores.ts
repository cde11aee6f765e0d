/** Local high scores (top 10 kept, sorted by points descending; player name defaults to "Anonymous"). */
import { HIGH_SCORE_DEFAULT_NAME, HIGH_SCORE_LIMIT } from './constants';

export interface HighScoreEntry {
  points: number;
  customers: number;
  /** ISO 8601 date and time. */
  date: string;
  playerName: string;
}

export function makeHighScoreEntry(points: number, customers: number, dateIso: string, playerName?: string): HighScoreEntry {
  const name = playerName?.trim();
  return { points, customers, date: dateIso, playerName: name === undefined || name === '' ? HIGH_SCORE_DEFAULT_NAME : name };
}

/** Sorted by points descending; equal points keep their order (the earlier entry stays ahead). Top 10 only. */
export function rankHighScores(entries: readonly HighScoreEntry[]): HighScoreEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.points - a.entry.points || a.index - b.index)
    .slice(0, HIGH_SCORE_LIMIT)
    .map(({ entry }) => entry);
}

export function addHighScore(entries: readonly HighScoreEntry[], entry: HighScoreEntry): HighScoreEntry[] {
  return rankHighScores([...entries, entry]);
}

/** Reads stored high scores of unknown shape; unusable entries are dropped. */
export function normaliseHighScores(raw: unknown): HighScoreEntry[] {
  if (!Array.isArray(raw)) return [];
  const entries: HighScoreEntry[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const { points, customers, date, playerName } = record;
    if (typeof points !== 'number' || !Number.isFinite(points) || points < 0) continue;
    const customerCount = typeof customers === 'number' && Number.isFinite(customers) && customers >= 0 ? Math.floor(customers) : 0;
    const dateIso = typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? date : new Date(0).toISOString();
    entries.push(makeHighScoreEntry(Math.floor(points), customerCount, dateIso, typeof playerName === 'string' ? playerName : undefined));
  }
  return rankHighScores(entries);
}
