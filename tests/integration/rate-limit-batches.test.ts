import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../../server/db/schema';
import { consumeRateLimits, type RateLimitRule } from '../../server/services/rate-limit';
import { consumeRateLimitTogether } from '../../server/services/rate-limit-batches';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const T0 = new Date('2030-03-04T10:00:00Z');
const TEN_MINUTES = 10 * 60 * 1000;
const rule = (name: string, limit: number): RateLimitRule => ({ name: `test:${name}`, limit, windowMs: TEN_MINUTES });

async function storedCount(key: string): Promise<number | undefined> {
  const [row] = await database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

describe('rate limits counted together', () => {
  it('counts a rush of one client’s writes exactly: the first five pass, the rest are refused with when to try again', async () => {
    const five = rule('rush', 5);
    const answers = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimitTogether(database.db, { rule: five, subject: '10.1.1.1', now: T0 })));
    expect(answers.filter((answer) => answer.allowed).map((answer) => answer.count)).toEqual([1, 2, 3, 4, 5]);
    const refused = answers.filter((answer) => !answer.allowed);
    expect(refused).toHaveLength(25);
    for (const answer of refused) expect(answer.retryAfterMs).toBe(TEN_MINUTES);
    expect(await storedCount('test:rush:10.1.1.1')).toBe(5);
  });

  it('counts the checks that arrive together in one database call, each against its own rule and client', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    try {
      const checks = Array.from({ length: 40 }, (_, index) => ({
        rule: rule(index % 2 === 0 ? 'even' : 'odd', 3),
        subject: `10.2.0.${index % 4}`,
        now: T0,
      }));
      const answers = await Promise.all(checks.map((check) => consumeRateLimitTogether(database.db, check)));
      expect(execute).toHaveBeenCalledTimes(1);
      // Ten checks per rule and client: three pass, in the order they came.
      for (const subject of ['10.2.0.0', '10.2.0.1', '10.2.0.2', '10.2.0.3']) {
        const mine = answers.filter((_, index) => checks[index]!.subject === subject);
        expect(mine.map((answer) => answer.allowed)).toEqual([true, true, true, ...Array.from({ length: 7 }, () => false)]);
      }
      expect(await storedCount('test:even:10.2.0.0')).toBe(3);
      expect(await storedCount('test:odd:10.2.0.1')).toBe(3);
      expect(await storedCount('test:even:10.2.0.1')).toBeUndefined();
    } finally {
      execute.mockRestore();
    }
  });

  it('starts a counter again once its window has run out', async () => {
    const two = rule('window', 2);
    const at = (ms: number) => ({ rule: two, subject: '10.3.0.1', now: new Date(T0.getTime() + ms) });
    expect((await consumeRateLimits(database.db, [at(0), at(1000), at(2000)])).map((answer) => answer.allowed)).toEqual([true, true, false]);
    const later = await consumeRateLimits(database.db, [at(TEN_MINUTES), at(TEN_MINUTES + 1)]);
    expect(later.map((answer) => [answer.allowed, answer.count])).toEqual([
      [true, 1],
      [true, 2],
    ]);
  });

  it('fails every check of a call the database could not answer, and counts the next ones', async () => {
    const one = rule('failure', 1);
    const execute = vi.spyOn(database.db, 'execute').mockRejectedValueOnce(new Error('connection dropped'));
    try {
      const failed = await Promise.allSettled([1, 2, 3].map((n) => consumeRateLimitTogether(database.db, { rule: one, subject: `10.4.0.${n}`, now: T0 })));
      expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      const after = await consumeRateLimitTogether(database.db, { rule: one, subject: '10.4.0.1', now: T0 });
      expect(after).toMatchObject({ allowed: true, count: 1 });
    } finally {
      execute.mockRestore();
    }
  });
});
