import { EMPTY_HIGH_SCORES_TEXT } from '../engine';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeaderboardRows, type LeaderboardRows, type LeaderboardStatus } from './leaderboard-source';
import { usePanel, useRuntime } from './use-runtime';

const number = new Intl.NumberFormat('en-US');

/** choice: what a server board says before anybody is on it: an invitation to play. */
export const EMPTY_BOARD_TEXT = 'No standings yet. Play as a member to be the first on this board!';
const LOADING_TEXT = 'Loading the standings…';
const UNAVAILABLE_TEXT = 'The standings could not load right now. Serve a few customers and look again soon!';

interface TableProps {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  status: LeaderboardStatus;
  onPlay: () => void;
}

function Table({ caption, head, rows, status, onPlay }: TableProps) {
  if (status === 'loading') return <p className="rounded-2xl bg-cream p-4 text-center font-semibold">{LOADING_TEXT}</p>;
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-cream p-4 text-center">
        <p className="font-semibold">{status === 'unavailable' ? UNAVAILABLE_TEXT : EMPTY_BOARD_TEXT}</p>
        <button
          type="button"
          onClick={onPlay}
          className="rounded-full bg-candy-pink-dark px-5 py-2 font-extrabold text-white shadow-sm hover:bg-candy-pink-dark/90"
        >
          Play now
        </button>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-ink/70">
            <th scope="col" className="py-1 pr-2">
              #
            </th>
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-1 pr-2">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-ink/10">
              <td className="py-1.5 pr-2 font-bold">{index + 1}</td>
              {row.map((cell, column) => (
                <td key={column} className={column === 0 ? 'py-1.5 pr-2 font-bold' : 'py-1.5 pr-2 tabular-nums'}>
                  {typeof cell === 'number' ? number.format(cell) : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Sweet Empire Leaderboards with High Scores (local, top 10) and three boards of real standings from the
 * server (members feature); an empty board invites play. `rows` lets a caller pass server rows directly.
 */
export function LeaderboardDialog({ rows: override }: { rows?: Partial<LeaderboardRows> }) {
  const runtime = useRuntime();
  const panel = usePanel();
  const open = panel.dialog === 'leaderboard';
  const { rows, status } = useLeaderboardRows(open, override);
  // What each board is, in words: the server's standings as they are now (no schedule, no reset).
  const notes = {
    empireBuilders: 'Live · all-time totals of saved, verified play',
    dailyStars: 'Live · today, since midnight in Atlanta',
    customerLove: 'Live · all-time average of every customer served',
  };
  const onPlay = () => runtime.openDialog(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && runtime.openDialog(null)}>
      <DialogContent title="Sweet Empire Leaderboards" className="max-w-2xl">
        <Tabs defaultValue="high-scores">
          <TabsList aria-label="Leaderboards" className="rounded-2xl">
            <TabsTrigger value="high-scores">High Scores</TabsTrigger>
            <TabsTrigger value="empire-builders">Empire Builders</TabsTrigger>
            <TabsTrigger value="daily-stars">Daily Stars</TabsTrigger>
            <TabsTrigger value="customer-love">Customer Love</TabsTrigger>
          </TabsList>
          <TabsContent value="high-scores" className="mt-4">
            {panel.highScores.length === 0 ? (
              <p className="rounded-2xl bg-cream p-4 text-center font-semibold">{EMPTY_HIGH_SCORES_TEXT}</p>
            ) : (
              <Table
                caption="High scores on this device"
                status="ready"
                onPlay={onPlay}
                head={['Player', 'Points', 'Customers', 'Date']}
                rows={panel.highScores.map((entry) => [entry.playerName, entry.points, entry.customers, new Date(entry.date).toLocaleDateString()])}
              />
            )}
          </TabsContent>
          <TabsContent value="empire-builders" className="mt-4">
            <Table
              caption="Empire Builders"
              status={status}
              onPlay={onPlay}
              head={['Name', 'Level', 'Revenue', 'Locations', 'Rating']}
              rows={rows.empireBuilders.map((r) => [r.name, r.businessLevel, r.totalRevenue, r.locations, `${r.rating}★`])}
            />
            <p className="mt-3 text-xs text-ink/70">{notes.empireBuilders}</p>
          </TabsContent>
          <TabsContent value="daily-stars" className="mt-4">
            <Table
              caption="Daily Stars"
              status={status}
              onPlay={onPlay}
              head={['Name', 'Earnings', 'Customers', 'Efficiency']}
              rows={rows.dailyStars.map((r) => [r.name, r.dailyEarnings, r.customersToday, `${r.efficiency}%`])}
            />
            <p className="mt-3 text-xs text-ink/70">{notes.dailyStars}</p>
          </TabsContent>
          <TabsContent value="customer-love" className="mt-4">
            <Table
              caption="Customer Love"
              status={status}
              onPlay={onPlay}
              head={['Name', 'Satisfaction', 'Reviews', 'Repeat customers']}
              rows={rows.customerLove.map((r) => [r.name, `${r.avgSatisfaction}★`, r.totalReviews, r.repeatCustomers])}
            />
            <p className="mt-3 text-xs text-ink/70">{notes.customerLove}</p>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
