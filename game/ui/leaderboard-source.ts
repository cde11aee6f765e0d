/**
 * Rows of the three server leaderboards (Empire Builders, Daily Stars, Customer Love). Until the members feature
 * provides them, the spec's fixed sample lists are shown. The members feature plugs its server query in with
 * setLeaderboardLoader(); this module imports nothing of the engine or PixiJS, so it can do that from anywhere.
 */
import { useEffect, useState } from 'react';

export interface EmpireBuilderRow {
  name: string;
  businessLevel: number;
  totalRevenue: number;
  locations: number;
  rating: number;
}

export interface DailyStarRow {
  name: string;
  dailyEarnings: number;
  customersToday: number;
  /** 0 to 100. */
  efficiency: number;
}

export interface CustomerLoveRow {
  name: string;
  /** 0 to 5 stars. */
  avgSatisfaction: number;
  totalReviews: number;
  repeatCustomers: number;
}

export interface LeaderboardRows {
  empireBuilders: EmpireBuilderRow[];
  dailyStars: DailyStarRow[];
  customerLove: CustomerLoveRow[];
}

/** spec: fixed sample lists (their contents are not shown in the spec; these are invented). */
export const SAMPLE_LEADERBOARDS: LeaderboardRows = {
  empireBuilders: [
    { name: 'Sugar Rush Sam', businessLevel: 24, totalRevenue: 15420, locations: 5, rating: 4.9 },
    { name: 'Fluffy Fiona', businessLevel: 21, totalRevenue: 12890, locations: 4, rating: 4.8 },
    { name: 'Candy King Carlos', businessLevel: 18, totalRevenue: 10250, locations: 4, rating: 4.7 },
    { name: 'Sweet Tooth Tia', businessLevel: 15, totalRevenue: 8730, locations: 3, rating: 4.6 },
    { name: 'Cloud Nine Noah', businessLevel: 12, totalRevenue: 6410, locations: 3, rating: 4.5 },
  ],
  dailyStars: [
    { name: 'Mia the Spinner', dailyEarnings: 342, customersToday: 118, efficiency: 96 },
    { name: 'Pink Cloud Priya', dailyEarnings: 298, customersToday: 104, efficiency: 93 },
    { name: 'Jumbo Jay', dailyEarnings: 251, customersToday: 95, efficiency: 90 },
    { name: 'Rainbow Rosa', dailyEarnings: 207, customersToday: 81, efficiency: 88 },
    { name: 'Cotton Cole', dailyEarnings: 176, customersToday: 70, efficiency: 85 },
  ],
  customerLove: [
    { name: 'Happy Hana', avgSatisfaction: 4.9, totalReviews: 312, repeatCustomers: 148 },
    { name: 'Fluff Master Finn', avgSatisfaction: 4.8, totalReviews: 287, repeatCustomers: 131 },
    { name: 'Sweet Sofia', avgSatisfaction: 4.8, totalReviews: 240, repeatCustomers: 117 },
    { name: 'Marshmallow Max', avgSatisfaction: 4.7, totalReviews: 198, repeatCustomers: 96 },
    { name: 'Sprinkles Sara', avgSatisfaction: 4.6, totalReviews: 165, repeatCustomers: 80 },
  ],
};

export type LeaderboardLoader = () => Promise<Partial<LeaderboardRows>>;

let loader: LeaderboardLoader | null = null;

/** The members feature registers its server query here (null restores the samples). */
export function setLeaderboardLoader(next: LeaderboardLoader | null): void {
  loader = next;
}

export interface LeaderboardData {
  rows: LeaderboardRows;
  source: 'sample' | 'server';
}

/**
 * Server rows where there are any to show (from the registered loader, or passed in), the spec's samples otherwise.
 * A board the server answered for is the server's even when it is empty: the samples are never passed off as real.
 */
export function resolveLeaderboards(loaded: Partial<LeaderboardRows> | null, override?: Partial<LeaderboardRows>): LeaderboardData {
  const server = { ...loaded, ...override };
  const fromServer = Object.keys(server).length > 0;
  return { rows: { ...SAMPLE_LEADERBOARDS, ...server }, source: fromServer ? 'server' : 'sample' };
}

/** The rows to show while the dialog is open: the server's when a loader is registered and answers, else samples. */
export function useLeaderboardRows(open: boolean, override?: Partial<LeaderboardRows>): LeaderboardData {
  const [loaded, setLoaded] = useState<Partial<LeaderboardRows> | null>(null);
  useEffect(() => {
    if (!open || loader === null) return;
    let cancelled = false;
    loader()
      .then((rows) => {
        if (!cancelled) setLoaded(rows);
      })
      .catch(() => {
        // A failed load keeps the sample rows; the leaderboard is a nice-to-have, not worth an error here.
      });
    return () => {
      cancelled = true;
    };
  }, [open]);
  return resolveLeaderboards(loaded, override);
}
