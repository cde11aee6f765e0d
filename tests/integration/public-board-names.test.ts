import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPlayerName } from '../../server/services/leaderboards';
import { callerFor, createActor } from '../helpers/callers';
import { creditProgressForTest } from '../helpers/game-play';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const NOW = new Date('2030-03-10T18:00:00Z');

describe('public boards show only a name the member chose', () => {
  it("never shows bound-139da0@example.com's local part; shows 'Player nnnn' until a name is chosen, and the dashboard keeps the default", async () => {
    const member = await createActor(database.db, ['user'], 'bound-139da0@example.com');
    const caller = callerFor(database.db, member, { now: () => NOW });
    await creditProgressForTest(database.db, member.user.id, { coins: 500, score: 900, customersServed: 80, satisfaction: 600 }, NOW, 600);

    const visitor = callerFor(database.db, null, { now: () => NOW });
    const boards = await visitor.game.leaderboards();
    const everything = JSON.stringify(boards);
    expect(everything).not.toContain('bound-139da0');
    expect(everything).not.toContain('139da0');
    const label = anonymousPlayerName(member.user.id);
    expect(label).toMatch(/^Player \d{4}$/);
    for (const rows of [boards.empireBuilders, boards.dailyStars, boards.customerLove]) expect(rows.map((r) => r.name)).toContain(label);

    // The member's own dashboard still shows the default, and says what the boards show.
    const dashboard = await caller.member.dashboard();
    expect(dashboard.displayName).toBe('bound-139da0');
    expect(dashboard.nameOnBoards).toBe(label);

    // Saving a name (even the default one, on purpose) puts it on the boards.
    await caller.member.updateDisplayName({ displayName: 'Cloud Spinner' });
    const after = await visitor.game.leaderboards();
    for (const rows of [after.empireBuilders, after.dailyStars, after.customerLove]) {
      expect(rows.map((r) => r.name)).toContain('Cloud Spinner');
      expect(rows.map((r) => r.name)).not.toContain(label);
    }
    expect((await caller.member.dashboard()).nameOnBoards).toBe('Cloud Spinner');
  });

  it('gives each member the same label on every call and different members (almost always) different labels', () => {
    const a = randomUUID();
    expect(anonymousPlayerName(a)).toBe(anonymousPlayerName(a));
    const labels = new Set(Array.from({ length: 50 }, () => anonymousPlayerName(randomUUID())));
    expect(labels.size).toBeGreaterThan(40);
  });
});
