import { describe, expect, it } from 'vitest';
import { addHighScore, makeHighScoreEntry, normaliseHighScores, rankHighScores } from './highscores';

const at = '2025-01-01T00:00:00.000Z';

describe('high scores', () => {
  it('default the player name to Anonymous', () => {
    expect(makeHighScoreEntry(10, 2, at).playerName).toBe('Anonymous');
    expect(makeHighScoreEntry(10, 2, at, '  ').playerName).toBe('Anonymous');
    expect(makeHighScoreEntry(10, 2, at, 'Kim').playerName).toBe('Kim');
  });

  it('keep the top 10 by points, descending', () => {
    let list = rankHighScores([]);
    for (const points of [5, 50, 12, 7, 99, 1, 33, 64, 8, 21, 40, 3]) list = addHighScore(list, makeHighScoreEntry(points, 1, at));
    expect(list.map((e) => e.points)).toEqual([99, 64, 50, 40, 33, 21, 12, 8, 7, 5]);
  });

  it('keep the earlier entry ahead on equal points', () => {
    const list = addHighScore([makeHighScoreEntry(10, 1, at, 'First')], makeHighScoreEntry(10, 1, at, 'Second'));
    expect(list.map((e) => e.playerName)).toEqual(['First', 'Second']);
  });

  it('read stored data defensively', () => {
    expect(normaliseHighScores('nope')).toEqual([]);
    expect(normaliseHighScores([{ points: 5, customers: 2, date: at, playerName: 'A' }, { points: 'x' }, null, { points: 9 }])).toEqual([
      { points: 9, customers: 0, date: new Date(0).toISOString(), playerName: 'Anonymous' },
      { points: 5, customers: 2, date: at, playerName: 'A' },
    ]);
  });
});
