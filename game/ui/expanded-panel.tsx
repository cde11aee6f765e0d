import { useCallback, useEffect } from 'react';
import { EXPANSION_TAB_TEXT, type Command } from '../engine';
import GameCanvas from '../render/game-canvas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMemberGameSync } from '../sync/use-member-game-sync';
import { ActionBar } from './action-bar';
import { BusinessTab } from './business-tab';
import { DaySummary } from './day-summary';
import { FlavorsDialog } from './flavors-dialog';
import { Hud } from './hud';
import { useGameShortcuts } from './keyboard';
import { LeaderboardDialog } from './leaderboard-dialog';
import { OrderTicket } from './order-ticket';
import { ProfileDialog } from './profile-dialog';
import { getGameRuntime } from './runtime';
import { ShiftPanel } from './shift-panel';
import { StoreDialog } from './store-dialog';
import { Toolbar } from './toolbar';
import { RuntimeContext, usePanel } from './use-runtime';

/**
 * The expanded game panel (600 px high): header with the player's numbers and the toolbar, the Game, Business and
 * Expansion tabs, and the dialogs. Loaded with import() on the first START; the runtime outlives it, so collapsing
 * and expanding again, or changing page, keeps the game as it was.
 */
export default function ExpandedPanel() {
  const runtime = getGameRuntime();
  useEffect(() => {
    runtime.expand();
    return () => runtime.collapse();
  }, [runtime]);
  // Members feature: saved progress for a signed-in player while the panel is open, and the server leaderboards.
  useMemberGameSync(runtime);
  return (
    <RuntimeContext.Provider value={runtime}>
      <PanelBody />
    </RuntimeContext.Provider>
  );
}

function PanelBody() {
  const runtime = getGameRuntime();
  const panel = usePanel();
  const onCommand = useCallback((command: Command) => runtime.dispatch(command), [runtime]);
  const onHelp = useCallback(() => runtime.showTutorial(), [runtime]);
  useGameShortcuts(onCommand, onHelp, panel.dialog !== null);

  return (
    <div className="flex h-[600px] max-h-[calc(100dvh-4rem)] flex-col bg-cream text-ink" data-testid="game-panel-expanded">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 bg-ink px-3 py-2 text-white">
        <h2 className="hidden font-display text-lg font-extrabold lg:block">Cotton-Candy Hustle</h2>
        <Hud />
        <div className="ml-auto">
          <Toolbar />
        </div>
      </header>
      <Tabs defaultValue="game" className="flex min-h-0 flex-1 flex-col">
        <TabsList aria-label="Game sections" className="mx-3 mt-2 self-start">
          <TabsTrigger value="game">Game</TabsTrigger>
          <TabsTrigger value="business">Business</TabsTrigger>
          {/* The Expansion tab is hidden on mobile (below 768 px). */}
          <TabsTrigger value="expansion" className="hidden md:inline-flex">
            Expansion
          </TabsTrigger>
        </TabsList>
        {/* forceMount keeps the canvas (and its animation state) alive while another tab is shown. */}
        <TabsContent value="game" forceMount className="relative mt-2 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
          <div className="relative min-h-0 flex-1">
            <GameCanvas runtime={runtime} />
            <ShiftPanel />
          </div>
          <OrderTicket />
          <ActionBar />
          {/* Over the whole tab, ticket and buttons included (nothing on them works between days): on a phone the play
              area alone is too short to show the summary and its Start day button at once. */}
          <DaySummary />
        </TabsContent>
        <TabsContent value="business" className="min-h-0 flex-1 overflow-y-auto">
          <BusinessTab />
        </TabsContent>
        <TabsContent value="expansion" className="flex min-h-0 flex-1 items-center justify-center p-6">
          <p className="font-display text-2xl font-bold text-ink/70">{EXPANSION_TAB_TEXT}</p>
        </TabsContent>
      </Tabs>
      <ProfileDialog />
      <StoreDialog />
      <FlavorsDialog />
      <LeaderboardDialog />
    </div>
  );
}
