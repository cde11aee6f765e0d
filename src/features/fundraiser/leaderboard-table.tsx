import { Link } from '@tanstack/react-router';
import { MedalIcon, TrophyIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { LeaderboardSortValue } from '@shared/page-search';
import type { LeaderboardRow } from './types';

const MEDALS = [
  { label: '1st place', className: 'bg-candy-yellow text-ink', Icon: TrophyIcon },
  { label: '2nd place', className: 'bg-slate-200 text-slate-700', Icon: MedalIcon },
  { label: '3rd place', className: 'bg-orange-200 text-orange-800', Icon: MedalIcon },
];
const numbers = new Intl.NumberFormat('en-US');

const SORT_OPTIONS = [
  ['avg', 'Average Points'],
  ['total', 'Total Points'],
] as const;

/** The Average / Total toggle above a leaderboard. */
export function LeaderboardSortToggle({ sort, onSortChange }: { sort: LeaderboardSortValue; onSortChange: (sort: LeaderboardSortValue) => void }) {
  return (
    <div role="group" aria-label="Sort leaderboard by" className="inline-flex rounded-full bg-candy-purple/15 p-1">
      {SORT_OPTIONS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={sort === value}
          onClick={() => onSortChange(value)}
          className={cn(
            'rounded-full px-4 py-2 text-sm font-bold transition-colors',
            sort === value ? 'bg-white text-candy-purple-dark shadow' : 'text-ink/70 hover:text-ink',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** Ranked stands: medals for the top three, #n after; each name opens the stand's page. */
export function LeaderboardTable({ rows, sort, caption }: { rows: LeaderboardRow[]; sort: LeaderboardSortValue; caption: string }) {
  return (
    <table className="w-full text-left" data-testid="leaderboard">
      <caption className="sr-only">
        {caption}, sorted by {sort === 'avg' ? 'average points per stand day' : 'total points'}, highest first
      </caption>
      <thead className="bg-candy-purple/10 text-sm">
        <tr>
          <th scope="col" className="px-3 py-3 sm:px-4">
            Rank
          </th>
          <th scope="col" className="px-3 py-3 sm:px-4">
            Stand
          </th>
          <th scope="col" className="hidden px-3 py-3 sm:px-4 md:table-cell">
            Group
          </th>
          <th
            scope="col"
            className={cn('px-3 py-3 text-right sm:px-4', sort === 'avg' && 'text-candy-purple-dark')}
            aria-sort={sort === 'avg' ? 'descending' : undefined}
          >
            Avg Points
          </th>
          <th
            scope="col"
            className={cn('px-3 py-3 text-right sm:px-4', sort === 'total' && 'text-candy-purple-dark')}
            aria-sort={sort === 'total' ? 'descending' : undefined}
          >
            Total Points
          </th>
          <th scope="col" className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">
            Events
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const medal = MEDALS[row.rank - 1];
          return (
            <tr key={row.slug} data-testid="leaderboard-row" className="border-t border-candy-purple/10 bg-white">
              <td className="px-3 py-3 sm:px-4" data-testid="leaderboard-rank">
                {medal ? (
                  <span className={cn('inline-flex size-9 items-center justify-center rounded-full', medal.className)}>
                    <medal.Icon className="size-5" aria-hidden="true" />
                    <span className="sr-only">{medal.label}</span>
                  </span>
                ) : (
                  <span className="inline-flex size-9 items-center justify-center font-bold text-ink/70">#{row.rank}</span>
                )}
              </td>
              <td className="px-3 py-3 sm:px-4">
                <Link
                  to="/fluff-fundraiser/stands/$slug"
                  params={{ slug: row.slug }}
                  className="block font-bold text-candy-purple-dark underline-offset-2 hover:underline"
                  data-testid="leaderboard-name"
                >
                  {row.name}
                </Link>
                <span className="block text-sm text-ink/70 md:hidden">
                  {row.groupName} · {row.city}
                </span>
              </td>
              <td className="hidden px-3 py-3 text-ink/70 sm:px-4 md:table-cell">
                <span className="block">{row.groupName}</span>
                <span className="block text-sm">{row.city}</span>
              </td>
              <td className={cn('px-3 py-3 text-right tabular-nums sm:px-4', sort === 'avg' && 'font-extrabold')}>{numbers.format(row.avgPoints)}</td>
              <td className={cn('px-3 py-3 text-right tabular-nums sm:px-4', sort === 'total' && 'font-extrabold')}>{numbers.format(row.totalPoints)}</td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell sm:px-4">{row.events}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The points formula in plain words, with the server's own numbers. */
export function PointsFormula({ formula }: { formula: { perSalesDollar: number; perRatingStar: number; creativityAwardMax: number } }) {
  return (
    <div className="rounded-3xl bg-candy-purple/5 p-5 text-sm text-ink/80" data-testid="points-formula">
      <h3 className="font-display text-lg font-bold text-ink">How points work</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong>Sales:</strong> {formula.perSalesDollar} points for every whole dollar of orders that support the stand. Cancelled orders do not count.
        </li>
        <li>
          <strong>Satisfaction:</strong> {formula.perRatingStar} points for every star supporters give (each order can rate the stand once, 1 to 5 stars, from
          its confirmation email).
        </li>
        <li>
          <strong>Creativity:</strong> points our staff award for stories, photos and videos (up to {formula.creativityAwardMax} at a time).
        </li>
      </ul>
      <p className="mt-2">
        Total points add all three. Average points are the total divided by the stand days held so far (a stand that has not held one yet counts as one), so a
        stand with few days can lead too.
      </p>
    </div>
  );
}
