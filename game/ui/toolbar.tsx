import { Minimize2, Music, Palette, Pause, Play, Store, Trophy, Volume2, VolumeX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { setGamePanelExpanded } from './panel-store';
import { usePanel, useRuntime, useUi } from './use-runtime';

function ToolButton({ label, children, className, ...props }: ComponentProps<'button'> & { label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 aria-pressed:bg-candy-yellow aria-pressed:text-ink [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** Leaderboard, flavor shop, store, pause/resume business, mute, expand/collapse; plus the music switch. */
export function Toolbar() {
  const runtime = useRuntime();
  const ui = useUi();
  const panel = usePanel();
  return (
    <div role="group" aria-label="Game tools" className="flex items-center gap-1.5">
      <ToolButton label="Leaderboard" onClick={() => runtime.openDialog('leaderboard')}>
        <Trophy aria-hidden />
      </ToolButton>
      <ToolButton
        label="Flavor shop"
        // The flavors dialog needs a profile; without one the profile dialog asks for it first.
        onClick={() => runtime.openDialog(panel.profileSaved ? 'flavors' : 'profile')}
      >
        <Palette aria-hidden />
      </ToolButton>
      <ToolButton label="Fluff Store" onClick={() => runtime.openDialog('store')}>
        <Store aria-hidden />
      </ToolButton>
      <ToolButton
        label={ui.paused ? 'Resume business' : 'Pause business'}
        aria-pressed={ui.paused}
        aria-keyshortcuts="P"
        onClick={() => runtime.dispatch({ type: 'togglePause' })}
      >
        {ui.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
      </ToolButton>
      <ToolButton
        label={ui.muted ? 'Unmute sound' : 'Mute sound'}
        aria-pressed={ui.muted}
        aria-keyshortcuts="M"
        onClick={() => runtime.dispatch({ type: 'toggleMute' })}
      >
        {ui.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      </ToolButton>
      <ToolButton label="Music" aria-pressed={panel.music} onClick={() => runtime.toggleMusic()}>
        <Music aria-hidden />
      </ToolButton>
      <ToolButton label="Collapse game panel" aria-expanded onClick={() => setGamePanelExpanded(false)}>
        <Minimize2 aria-hidden />
      </ToolButton>
    </div>
  );
}
