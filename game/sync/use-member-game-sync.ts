import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../engine/constants';
import { setLeaderboardLoader } from '../ui/leaderboard-source';
import { panelToasts } from '../ui/panel-toasts';
import { api } from '@/lib/trpc';
import { fetchGuestPlayServer, fetchPlayServer, VerifiedPlaySync, type SyncNotifier, type VerifiedGame } from './progress-sync';

/** What the game panel gives the sync: its runtime, which can start from the server's stand and cut batches. */
export type GameProgressSource = VerifiedGame & { endVerifiedSession: () => void; setMemberMode: (member: boolean) => void };

/** Set by the hook from the page's query cache: a saved batch changes the member's pages and the leaderboards. */
let refreshAfterSave: () => void = () => {};

// The signed-in player's sync messages (saved, failed), shown in the game panel with the game's own toasts.
const notifier: SyncNotifier = {
  saved: ({ coins, score, customersServed }) => {
    panelToasts.show({
      id: 'progress-saved',
      title: 'Game Progress Saved!',
      description: `Earned ${coins} coins, ${score} points, and served ${customersServed} customers.`,
      durationMs: 3000,
      tone: 'success',
    });
    refreshAfterSave();
  },
  achievements: () => {
    panelToasts.show({
      id: 'achievement',
      title: 'New Achievement Unlocked!',
      description: 'Check your dashboard to see your latest entrepreneurship milestone!',
      durationMs: 5000,
      tone: 'success',
    });
  },
  failed: () => {
    panelToasts.show({
      id: 'sync-error',
      title: 'Sync Error',
      description: 'Failed to save your game progress. Please try again.',
      durationMs: 3000,
      tone: 'error',
    });
  },
  moved: (message) => {
    panelToasts.show({ id: 'sync-moved', title: 'Playing here now', description: message, durationMs: 4000, tone: 'info' });
  },
  refused: (message) => {
    panelToasts.show({ id: 'sync-refused', title: 'Progress not saved', description: message, durationMs: 6000, tone: 'error' });
  },
};

/**
 * A guest's messages are a member's, except that a guest session the server cannot start or save (no answer, too
 * many new guests from the address) says nothing: the game plays on in the browser as before, just not carried.
 */
const guestNotifier: SyncNotifier = { ...notifier, failed: () => {} };

/**
 * The page's one verified session: it outlives the panel (collapsing and expanding carry on in the same session,
 * as the game itself does) and ends when the member signs out or another member signs in.
 */
let active: { player: string; source: GameProgressSource; sync: VerifiedPlaySync } | null = null;

/** The guest's key in `active`: a member's id is a uuid, so it never meets this. */
const GUEST = 'guest';

/**
 * The session of `player` (a member's id, or GUEST): the one running, or a new one once the previous player's last
 * batch has gone (so a guest's play reaches the server before the account it was carried into starts from it).
 */
function sessionFor(player: string, source: GameProgressSource): VerifiedPlaySync {
  if (active && active.player === player && active.source === source) return active.sync;
  const previous = endActiveSession();
  const guest = player === GUEST;
  const sync = new VerifiedPlaySync({ game: source, server: guest ? fetchGuestPlayServer : fetchPlayServer, notify: guest ? guestNotifier : notifier });
  active = { player, source, sync };
  // The player's actions wait from now, not only from the start: the previous player's last batch goes first.
  source.verifiedSessionStarting();
  void previous.then(() => sync.start());
  return sync;
}

function endActiveSession(): Promise<void> {
  if (!active) return Promise.resolve();
  const ending = active;
  active = null;
  return ending.sync.close().then(() => ending.source.endVerifiedSession());
}

/**
 * The game panel's link to the members feature; the expanded panel calls it once with its runtime.
 * - The leaderboards' Empire Builders, Daily Stars and Customer Love tabs read the server's standings.
 * - A signed-in member plays from the server's saved stand; what they do goes to the server every 30 s while the
 *   panel is open, and once more when the panel collapses, the page is hidden or the visitor leaves (keepalive
 *   requests survive the unload). A guest plays the same way under a guest cookie, and the stand comes into the
 *   account when they sign up or sign in (server/services/game-guests.ts).
 */
export function useMemberGameSync(source: GameProgressSource): void {
  const me = api.account.me.useQuery(undefined, { staleTime: 60_000 });
  const memberId = me.data?.id ?? null;

  const utils = api.useUtils();
  useEffect(() => {
    setLeaderboardLoader(() => utils.game.leaderboards.fetch());
    refreshAfterSave = () => {
      void utils.member.invalidate();
      void utils.game.leaderboards.invalidate();
    };
  }, [utils]);

  useEffect(() => {
    if (me.isSuccess || me.isError) source.setMemberMode(memberId !== null);
    // Until the page knows who is playing, nothing starts (a member's stand must not become a guest's), and the
    // player's actions wait for the stand that will start; if it cannot be known, they are played where they are.
    if (!me.isSuccess) {
      if (me.isError) source.verifiedSessionStartSettled();
      else source.verifiedSessionStarting();
      return;
    }
    const sync = sessionFor(memberId ?? GUEST, source);
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
      // Collapsing the panel or leaving for a screen without it: what was played goes now; the session carries on.
      void sync.flush();
    };
  }, [memberId, me.isSuccess, me.isError, source]);
}
