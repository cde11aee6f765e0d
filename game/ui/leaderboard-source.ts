/**
 * Rows of the three server leaderboards (Empire Builders, Daily Stars, Customer Love): always the server's real
 * standings, never invented ones. The members feature plugs its server query in with setLeaderboardLoader(); this
 * module imports nothing of the engine or PixiJS, so it can do that from anywhere.
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

export const EMPTY_LEADERBOARDS: LeaderboardRows = { empireBuilders: [], dailyStars: [], customerLove: [] };

export type LeaderboardLoader = () => Promise<Partial<LeaderboardRows>>;

let loader: LeaderboardLoader | null = null;

/** The members feature registers its server query here (null: no server boards on this page). */
export function setLeaderboardLoader(next: LeaderboardLoader | null): void {
  loader = next;
}

export type LeaderboardStatus = 'loading' | 'ready' | 'unavailable';

export interface LeaderboardData {
  rows: LeaderboardRows;
  status: LeaderboardStatus;
}

/**
 * The rows to show: the server's (or rows passed in, which win), a board the server did not list being empty. Until
 * the server answers the boards are loading; a failed or missing query makes them unavailable, not made up.
 */
export function resolveLeaderboards(loaded: Partial<LeaderboardRows> | null, override?: Partial<LeaderboardRows>, failed = false): LeaderboardData {
  const rows = { ...EMPTY_LEADERBOARDS, ...loaded, ...override };
  if (loaded !== null || (override !== undefined && Object.keys(override).length > 0)) return { rows, status: 'ready' };
  return { rows, status: failed ? 'unavailable' : 'loading' };
}

/** The server's rows while the dialog is open, loaded afresh on every opening. */
export function useLeaderboardRows(open: boolean, override?: Partial<LeaderboardRows>): LeaderboardData {
  const [loaded, setLoaded] = useState<Partial<LeaderboardRows> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    if (loader === null) {
      setFailed(true);
      return;
    }
    let cancelled = false;
    loader()
      .then((rows) => {
        if (!cancelled) setLoaded(rows);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open]);
  return resolveLeaderboards(loaded, override, failed);
}
