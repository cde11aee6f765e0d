import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStateFromSnapshot, startingSnapshot } from '../../game/engine';
import { toUiSnapshot } from '../../game/ui/ui-snapshot';
import { profiles } from '../../server/db/schema';
import { discountPercent } from '../../server/services/loyalty';
import { businessLevelFor } from '@shared/business-level';
import { callerFor, createActor } from '../helpers/callers';
import { batchOf, creditProgressForTest, playRecorded } from '../helpers/game-play';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const now = new Date('2030-01-15T17:00:00Z');

/** The level the game's top bar shows when a session starts: the runtime's UI snapshot of the server's stand. */
async function topBarLevel(actor: Awaited<ReturnType<typeof createActor>>) {
  const start = await callerFor(database.db, actor, { now: () => now }).game.startSession();
  return { start, level: toUiSnapshot(startStateFromSnapshot(start.snapshot, start.seed), start.verifiedCoins).level };
}

describe('one business level', () => {
  it('is the same number in the game’s top bar, on the dashboard, on the leaderboards, stored, and in the discount, whatever the stand’s reputation', async () => {
    for (const coins of [0, 999, 1000, 2500, 9999, 12_000]) {
      const actor = await createActor(database.db, ['user'], `level-${coins}@example.com`);
      await callerFor(database.db, actor, { now: () => now }).member.updateDisplayName({ displayName: `Level ${coins}` });
      if (coins > 0) await creditProgressForTest(database.db, actor.user.id, { coins, customersServed: 1, satisfaction: 5 }, now);
      // A stand whose reputation rank (7) is neither level: the top bar used to show it as "Lv 7".
      await database.db
        .update(profiles)
        .set({ gameSnapshot: { ...startingSnapshot(), businessLevel: 7 } })
        .where(eq(profiles.userId, actor.user.id));

      const level = businessLevelFor(coins);
      const { level: shown } = await topBarLevel(actor);
      const dashboard = await callerFor(database.db, actor, { now: () => now }).member.dashboard();
      const [stored] = await database.db.select({ level: profiles.businessLevel }).from(profiles).where(eq(profiles.userId, actor.user.id));
      expect(shown, `${coins} coins: top bar`).toBe(level);
      expect(dashboard.businessLevel, `${coins} coins: dashboard`).toBe(level);
      expect(stored?.level, `${coins} coins: stored`).toBe(level);
      expect(dashboard.discountPercent, `${coins} coins: discount`).toBe(discountPercent(level));
      if (coins > 0) {
        const boards = await callerFor(database.db, null, { now: () => now }).game.leaderboards();
        expect(boards.empireBuilders.find((row) => row.name === `Level ${coins}`)?.businessLevel, `${coins} coins: leaderboard`).toBe(level);
      }
    }
  });

  it('rises in the top bar with the coins played since the session began, and the dashboard agrees once the batch is stored', async () => {
    const actor = await createActor(database.db, ['user']);
    await creditProgressForTest(database.db, actor.user.id, { coins: 998 }, now);
    const { start, level: before } = await topBarLevel(actor);
    expect(before).toBe(1);
    // Play until the stand has earned the coins that cross 1000.
    const played = playRecorded(startStateFromSnapshot(start.snapshot, start.seed), 30_000, { first: [{ type: 'addCustomer' }] });
    expect(played.state.session.coins).toBeGreaterThanOrEqual(2);
    const shownNow = toUiSnapshot(played.state, start.verifiedCoins).level;
    expect(shownNow).toBe(2);
    const later = new Date(now.getTime() + 60_000);
    await callerFor(database.db, actor, { now: () => later }).game.submitBatch(batchOf(start.sessionId, 1, played));
    const dashboard = await callerFor(database.db, actor, { now: () => later }).member.dashboard();
    expect(dashboard.businessLevel).toBe(shownNow);
  });
});
