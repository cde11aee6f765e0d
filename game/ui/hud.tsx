import { Coins, Star, UserRound } from 'lucide-react';
import { usePanel, useRuntime, useUi } from './use-runtime';

/** Coins, points and the business level, plus the player's name (which opens the profile dialog). */
export function Hud() {
  const runtime = useRuntime();
  const ui = useUi();
  const panel = usePanel();
  return (
    <div className="flex min-w-0 items-center gap-1.5 text-sm font-bold">
      <button
        type="button"
        onClick={() => runtime.openDialog('profile')}
        className="inline-flex max-w-36 items-center gap-1 rounded-full bg-white/10 px-3 py-1.5 hover:bg-white/25"
        aria-label={`Player profile: ${ui.profileName}${panel.profileSaved ? '' : ' (not saved)'}`}
      >
        <UserRound className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{ui.profileName}</span>
      </button>
      <span
        className="inline-flex items-center gap-1 rounded-full bg-candy-yellow px-3 py-1.5 text-ink"
        data-testid="game-coins"
        aria-label={`${ui.coins} coins`}
      >
        <Coins className="size-4" aria-hidden />
        {/* Keyed by the count: every change of coins replays a short bump, so a reward is felt where coins are kept. */}
        <span key={ui.coins} className="inline-block tabular-nums motion-safe:animate-[coin-bump_450ms_ease-out]">
          {ui.coins}
        </span>
      </span>
      <span
        className="inline-flex items-center gap-1 rounded-full bg-candy-pink px-3 py-1.5 text-ink"
        data-testid="game-score"
        aria-label={`${ui.score} points`}
      >
        <Star className="size-4" aria-hidden />
        {ui.score}
      </span>
      <span className="rounded-full bg-white/10 px-3 py-1.5" data-testid="game-level" aria-label={`Level ${ui.level}`}>
        Level {ui.level}
      </span>
    </div>
  );
}
