import { describe, expect, it } from 'vitest';
import { EMPTY_LEADERBOARDS, resolveLeaderboards } from './leaderboard-source';

describe('leaderboard rows', () => {
  it('are never made up: loading until the server answers, unavailable if it cannot', () => {
    expect(resolveLeaderboards(null)).toEqual({ rows: EMPTY_LEADERBOARDS, status: 'loading' });
    expect(resolveLeaderboards(null, undefined, true)).toEqual({ rows: EMPTY_LEADERBOARDS, status: 'unavailable' });
  });

  it("are the server's once it answers; a board it did not list is empty", () => {
    const dailyStars = [{ name: 'Real Player', dailyEarnings: 12, customersToday: 4, efficiency: 80 }];
    const data = resolveLeaderboards({ dailyStars, empireBuilders: [] });
    expect(data.status).toBe('ready');
    expect(data.rows.dailyStars).toBe(dailyStars);
    expect(data.rows.empireBuilders).toEqual([]);
    expect(data.rows.customerLove).toEqual([]);
  });

  it('take rows passed in directly over the loaded ones', () => {
    const customerLove = [{ name: 'Direct', avgSatisfaction: 5, totalReviews: 1, repeatCustomers: 0 }];
    expect(resolveLeaderboards({ customerLove: [] }, { customerLove }).rows.customerLove).toBe(customerLove);
  });
});
