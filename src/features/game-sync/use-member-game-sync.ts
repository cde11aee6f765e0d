import { useEffect } from 'react';
import { toast } from 'sonner';
import { SYNC_INTERVAL_MS } from '../../../game/engine/constants';
import type { SessionTotals } from '../../../game/engine/state';
import { setLeaderboardLoader } from '../../../game/ui/leaderboard-source';
import { api, queryUtils } from '@/lib/trpc';
import { fetchTransport, ProgressSync, type SyncNotifier } from './progress-sync';

/** What the game panel gives the sync: its session totals and the satisfaction of the customers it served. */
export type GameProgressSource = {
  getSessionTotals: () => SessionTotals;
  readonly state: { readonly stats: { readonly satisfactionSum: number } };
};

// The signed-in game messages of document 2, section 8.
const notifier: SyncNotifier = {
  saved: ({ coins, score, customersServed }) => {
    toast.success('Game Progress Saved!', {
      description: `Earned ${coins} coins, ${score} points, and served ${customersServed} customers.`,
      duration: 3000,
    });
    void queryUtils.member.invalidate();
    void queryUtils.game.leaderboards.invalidate();
  },
  achievements: () => {
    toast.success('New Achievement Unlocked!', {
      description: 'Check your dashboard to see your latest entrepreneurship milestone!',
      duration: 5000,
    });
  },
  failed: () => {
    toast.error('Sync Error', { description: 'Failed to save your game progress. Please try again.', duration: 3000 });
  },
};

/**
 * The game panel's link to the members feature; the expanded panel calls it once with its runtime.
 * - The leaderboards' Empire Builders, Daily Stars and Customer Love tabs read the server's standings.
 * - For a signed-in member, progress is saved every 30 s while the panel is open, and once more when the panel
 *   collapses (the panel unmounts), the page is hidden or the visitor leaves (keepalive requests survive the unload).
 */
export function useMemberGameSync(source: GameProgressSource): void {
  const me = api.account.me.useQuery(undefined, { staleTime: 60_000 });
  const memberId = me.data?.id ?? null;

  useEffect(() => {
    setLeaderboardLoader(() => queryUtils.game.leaderboards.fetch());
  }, []);

  useEffect(() => {
    if (memberId === null) return;
    const sync = new ProgressSync({
      getTotals: () => ({ ...source.getSessionTotals(), satisfaction: source.state.stats.satisfactionSum }),
      transport: fetchTransport,
      notify: notifier,
    });
    const timer = setInterval(() => void sync.tick(), SYNC_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void sync.flush();
    };
    const onPageHide = () => void sync.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Collapsing the panel, leaving for a screen without it, or signing out: the last progress goes now.
      void sync.flush().then(() => sync.stop());
    };
  }, [memberId, source]);
}
