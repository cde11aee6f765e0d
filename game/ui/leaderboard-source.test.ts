import { describe, expect, it } from 'vitest';
import { SAMPLE_LEADERBOARDS, resolveLeaderboards } from './leaderboard-source';

describe('leaderboard rows', () => {
  it('are the spec-style samples until the server answers', () => {
    expect(resolveLeaderboards(null)).toEqual({ rows: SAMPLE_LEADERBOARDS, source: 'sample' });
    for (const rows of Object.values(SAMPLE_LEADERBOARDS)) expect(rows.length).toBeGreaterThan(0);
  });

  it("are the server's once it answers, even an empty board", () => {
    const dailyStars = [{ name: 'Real Player', dailyEarnings: 12, customersToday: 4, efficiency: 80 }];
    const data = resolveLeaderboards({ dailyStars, empireBuilders: [] });
    expect(data.source).toBe('server');
    expect(data.rows.dailyStars).toBe(dailyStars);
    expect(data.rows.empireBuilders).toEqual([]);
    expect(data.rows.customerLove).toBe(SAMPLE_LEADERBOARDS.customerLove);
  });

  it('take rows passed in directly over the loaded ones', () => {
    const customerLove = [{ name: 'Direct', avgSatisfaction: 5, totalReviews: 1, repeatCustomers: 0 }];
    expect(resolveLeaderboards({ customerLove: [] }, { customerLove }).rows.customerLove).toBe(customerLove);
  });
});
